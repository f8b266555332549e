// The site's pages, one line each. Everything that needs to know the pages reads them from here: the prerendering
// and the service worker's precache (vite.config.ts), the budget and PWA checks and the benchmark (scripts/), the
// browser tests' route list (e2e/routes.ts), the `noindex` rule (compiled in by the build), robots.txt and
// sitemap.xml (src/hosting/crawler-files.ts) and the hosts' list of pages (dist/hosting.json). The navigation's
// highlight follows the `nav` column, and site-pages.test.ts checks it on every page. The same test fails when a
// route file in src/routes is missing here, or a line here has no route file.
// No imports: Node scripts, Vite's config and the browser tests load this module as it is.
//
// path       the address
// route      the route module in src/routes (file-based routing)
// kind       content: a page of text; form: a page the visitor fills in; private: a debug page; admin: the
//            operator's pages, of use only online (the service worker keeps none of their code)
// file       the file the page is prerendered to in the build, or null for a page the app shell renders. Every
//            host maps the address to it the same way (`/` → index.html, `/about` → about.html); any other page
//            gets the shell, and an address that is no page gets `404.html` with status 404. `/` is index.html
//            because Firebase Hosting serves a folder's index.html for `/` before any rewrite applies.
// budget     the first-load budget the page is held to (scripts/check-budget.mjs; the README explains them)
// indexable  false adds `<meta name="robots" content="noindex">` (the root route, through __NO_INDEX_PATHS__) and a
//            `Disallow:` line to robots.txt; true lists the page in sitemap.xml
// nav        the navigation link marked current on the page: its own, or Home (`/`); unknown paths mark Home.
//            The router's `<Link>` marks a page's own link; Home is marked wherever no other link is.

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
  route: string;
  kind: 'content' | 'form' | 'private' | 'admin';
  file: string | null;
  budget: 'content' | 'form' | 'lookup';
  indexable: boolean;
  nav: NavSlot;
}

const page = (
  path: string,
  route: string,
  kind: SitePage['kind'],
  file: string | null,
  budget: SitePage['budget'],
  indexable: boolean,
  nav: NavSlot,
): SitePage => ({ path, route, kind, file, budget, indexable, nav });

// biome-ignore format: one page a line, aligned as a table
export const SITE_PAGES: readonly SitePage[] = [
  //   path                route file             kind       prerendered file        budget     indexable  nav
  page('/',                'index.tsx',           'content', 'index.html',           'content', true,      '/'),
  page('/home',            'home.tsx',            'content', 'home.html',            'content', true,      '/'),
  page('/about',           'about.tsx',           'content', 'about.html',           'content', true,      '/'),
  page('/privacyPolicies', 'privacyPolicies.tsx', 'content', 'privacyPolicies.html', 'content', true,      '/privacyPolicies'),
  page('/accountDeletion', 'accountDeletion.tsx', 'content', 'accountDeletion.html', 'content', true,      '/accountDeletion'),
  page('/feedback',        'feedback.tsx',        'form',    'feedback.html',        'form',    true,      '/feedback'),
  page('/hero-lookup',     'hero-lookup.tsx',     'form',    'hero-lookup.html',     'lookup',  true,      '/hero-lookup'),
  page('/user-status',     'user-status.tsx',     'private', null,                   'form',    false,     '/'),
  page('/admin-login',     'admin-login.tsx',     'admin',   null,                   'form',    false,     '/admin-login'),
  page('/admin',           'admin.tsx',           'admin',   null,                   'form',    false,     '/'),
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

/**
 * The addresses search engines must not index. The build compiles them in (`__NO_INDEX_PATHS__`, vite.config.ts)
 * so that the table itself stays out of every page's first load.
 */
export function noIndexPaths(): string[] {
  return SITE_PAGES.filter((line) => !line.indexable).map((line) => line.path);
}
