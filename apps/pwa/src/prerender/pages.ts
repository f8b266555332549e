// The pages rendered to HTML at build time and the shells of the others, and where each is written in the build:
// the lines of the site's page table (src/site-pages.ts), in every language. Every host maps a clean URL to these
// files the same way: the project's server, Firebase Hosting (`cleanUrls`), the service worker's precache
// (`cleanURLs`, `directoryIndex`) and the browser tests' server. Any other path gets the unrendered app shell, the
// navigation fallback.
import { LOCALES, type Locale, localePrefix } from '@safety-companion/contract';
import { NOT_FOUND_PATH, SHELL_PATH } from '@safety-companion/hosting';
import { pathInLocale } from '../i18n/locale.ts';
import { pageFile, prerenderedPages, routeModule, type SitePage, shellPages } from '../site-pages.ts';

/** A prerendered page: its address, the file it is written to, and its route's source file. */
export interface PrerenderedPage {
  path: string;
  /** The page's language: English at the table's address, another under its prefix (`/es/about`, `es/about.html`). */
  locale: Locale;
  file: string;
  /** The route module, as the build manifest names it (its split chunks are preloaded by the page). */
  route: string;
  /**
   * The page's own script, run while the page is parsed, before the app loads (the lookup's early request): a
   * module the prerendering bundles into a script inline in the page (allowed by its hash in the CSP), with the
   * site's settings compiled in.
   */
  early?: string;
}

/** A page the app renders in the browser, and the file of its shell in each language. */
export type PageShell = Omit<PrerenderedPage, 'early'>;

/**
 * The file of a page of the table in `locale`, in the build's folder, under its address prefix's folder:
 * `about.html`, `es/about.html`, `pt/about.html`.
 */
export function pageFileIn(page: SitePage, locale: Locale): string {
  const prefix = localePrefix(locale);
  return prefix ? `${prefix.slice(1)}/${pageFile(page)}` : pageFile(page);
}

/** A page of the table in `locale`: its address there, its file and its route module. */
function inLanguage(page: SitePage, locale: Locale): PageShell {
  return {
    path: pathInLocale(page.path, locale),
    locale,
    file: pageFileIn(page, locale),
    route: routeModule(page),
  };
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = LOCALES.flatMap((locale) =>
  prerenderedPages().map((page) => ({ ...inLanguage(page, locale), early: page.start })),
);

export const PAGE_SHELLS: readonly PageShell[] = LOCALES.flatMap((locale) =>
  shellPages().map((page) => inLanguage(page, locale)),
);

/** The unrendered app shell, in the build's folder: every path without a page or a file of its own gets it. */
export const SHELL_FILE = SHELL_PATH.slice(1);

/**
 * The answer to an address that is no page, in the build's folder: a copy of the shell, which renders "Page not
 * found" there, its `<noscript>` in every language (one file answers them all). Hosts send it with status 404
 * (Firebase Hosting by itself, the others through the hosting package).
 */
export const NOT_FOUND_FILE = NOT_FOUND_PATH.slice(1);

/**
 * The lookup's early map: an entry of the client build of its own, which the lookup page's inline script imports
 * once it has painted a status with a position, so that the map is drawn before the app has started.
 */
export const EARLY_MAP_ENTRY = 'src/early/early-map.ts';

/**
 * What the lookup's inline script runs after its paint (the action bar with the hero's number, the map's start): an
 * entry of the client build of its own, which that script imports once the status is on screen (preloaded as it asks).
 */
export const EARLY_AFTER_PAINT_ENTRY = 'src/early/early-after-paint.ts';

/** The street layer (protomaps-leaflet), a chunk of its own: the early map imports it by its built address. */
export const STREET_LAYER_MODULE = 'src/features/status-map/street-layer.ts';
