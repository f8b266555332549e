// The site's pages, one line each. Everything that needs to know the pages reads them from here: the prerendering
// and the service worker's precache (vite.config.ts), the budget and PWA checks and the benchmark (scripts/), the
// browser tests' route list (e2e/routes.ts), the `noindex` rule (compiled in by the build), robots.txt and
// sitemap.xml (src/build-plugins/crawler-files.ts) and the hosts' list of pages (dist/hosting.json). The navigation's
// highlight follows the `nav` column, and site-pages.test.ts checks it on every page. The same test fails when a
// route file in src/routes is missing here, or a line here has no route file.
// No imports: Node scripts, Vite's config and the browser tests load this module as it is.
//
// path       the address; its route module in src/routes is named after it (file-based routing: `/` → index.tsx,
//            `/about` → about.tsx)
// kind       content: a page of text; form: a page the visitor fills in; private: a debug page; admin: the
//            operator's pages, of use only online (the service worker keeps none of their code)
// prerender  true: the page is rendered to HTML in the build, to the file named after its address, which every
//            host maps the address to the same way (`/` → index.html, `/about` → about.html); false: the app
//            renders it in the browser, from a shell of its own in that file (the app shell in the page's
//            language, with its code preloaded). An address that is no page gets `404.html` with status 404.
//            `/` is index.html because Firebase Hosting serves a folder's index.html for `/` before any rewrite
//            applies.
// budget     the page's first-load JavaScript in English at most, in kB gzipped; in another language it may load
//            3 kB more, its own words (scripts/check-budget.mjs measures the build; docs/limits.md says why each)
// indexable  false adds `<meta name="robots" content="noindex">` (the root route, through __NO_INDEX_PATHS__) and a
//            `Disallow:` line to robots.txt; true lists the page in sitemap.xml
// nav        the navigation link marked current on the page: its own, or Home (`/`); unknown paths mark Home. The
//            site's header reads this column (compiled in as __NAV_SLOTS__).
// start      for a prerendered page, its own script, inline in its head and run before the app loads (a module
//            the prerendering bundles, with the site's settings compiled in; the CSP allows it by its hash): the
//            form pages hold a form until the app runs, and the lookup also asks for a `#code=` link's status at
//            once and paints the top of its result.

/** A navigation link, by its address: the links of the navigation bar and the admin link. */
export type NavSlot =
  | '/'
  | '/privacyPolicies'
  | '/accountDeletion'
  | '/feedback'
  | '/hero-lookup'
  | '/admin-login';

/** One page of the site: see the columns above. */
export interface SitePage {
  path: string;
  /** The route module in src/routes. */
  route: string;
  kind: 'content' | 'form' | 'private' | 'admin';
  /** The file the page is prerendered to in the build, or null for a page the app shell renders. */
  file: string | null;
  /** kB gzipped, in English. */
  budget: number;
  indexable: boolean;
  nav: NavSlot;
  /** The page's own inline script, a module of src/. */
  start?: string;
}

function page(
  path: string,
  kind: SitePage['kind'],
  prerender: boolean,
  budget: SitePage['budget'],
  indexable: boolean,
  nav: NavSlot,
  start?: string,
): SitePage {
  const name = path === '/' ? 'index' : path.slice(1);
  const file = prerender ? `${name}.html` : null;
  return { path, route: `${name}.tsx`, kind, file, budget, indexable, nav, ...(start && { start }) };
}

// biome-ignore format: one page a line, aligned as a table
export const SITE_PAGES: readonly SitePage[] = [
  //   path                kind       prerender  budget  indexable  nav                 start
  page('/',                'content', true,      110,    true,      '/'),
  page('/home',            'content', true,      110,    true,      '/'),
  page('/about',           'content', true,      105.7,  true,      '/'),
  page('/privacyPolicies', 'content', true,      110,    true,      '/privacyPolicies'),
  page('/accountDeletion', 'content', true,      105.8,  true,      '/accountDeletion'),
  page('/feedback',        'form',    true,      132,    true,      '/feedback',        'src/features/feedback/feedback.start.ts'),
  page('/hero-lookup',     'form',    true,      123,    true,      '/hero-lookup',     'src/early/early-lookup.start.ts'),
  page('/user-status',     'private', false,     132,    false,     '/'),
  page('/admin-login',     'admin',   false,     132,    false,     '/admin-login'),
  page('/admin',           'admin',   false,     129.6,  false,     '/'),
];

/** The route module of `page` as the build manifest names it, e.g. `src/routes/about.tsx`. */
export function routeModule({ route }: SitePage): string {
  return `src/routes/${route}`;
}

/**
 * The build's file names of the admin pages' code, as globs: route chunks are named after their route module
 * (`admin-login.tsx` → `assets/admin-login-<hash>.js`, and its stylesheet alike). The PWA check verifies it.
 */
export function adminCodeGlobs(): string[] {
  return SITE_PAGES.filter((line) => line.kind === 'admin').map(
    ({ route }) => `assets/${route.replace(/\.tsx$/, '')}-*`,
  );
}

/** The pages rendered to HTML at build time, each with its file. */
export function prerenderedPages(): (SitePage & { file: string })[] {
  return SITE_PAGES.filter((line): line is SitePage & { file: string } => line.file !== null);
}

/** The pages the app renders in the browser, each from a shell of its own in its file (`pageFile`). */
export function shellPages(): SitePage[] {
  return SITE_PAGES.filter((line) => line.file === null);
}

/** The file of a page in the build: its prerendered page, or its shell. */
export function pageFile(page: SitePage): string {
  return page.file ?? `${page.path.slice(1)}.html`;
}

/** The `nav` column by path, for the site's header; the build compiles it in (`__NAV_SLOTS__`, vite.config.ts). */
export function navSlots(): Record<string, NavSlot> {
  return Object.fromEntries(SITE_PAGES.map((line) => [line.path, line.nav]));
}

/**
 * The addresses search engines must not index. The build compiles them in (`__NO_INDEX_PATHS__`, vite.config.ts)
 * so that the table itself stays out of every page's first load.
 */
export function noIndexPaths(): string[] {
  return SITE_PAGES.filter((line) => !line.indexable).map((line) => line.path);
}

/**
 * The content pages' addresses, which open in the language the visitor chose when reached at their plain address.
 * The build compiles them in (`__CONTENT_PATHS__`, vite.config.ts).
 */
export function contentPaths(): string[] {
  return SITE_PAGES.filter((line) => line.kind === 'content').map((line) => line.path);
}
