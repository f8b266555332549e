// The pages rendered to HTML at build time, and where each is written in the build. Every host maps a clean URL
// to these files the same way: the project's server, Firebase Hosting (`cleanUrls`), the service worker's
// precache (`cleanURLs`, `directoryIndex`) and the browser tests' server.
//
//   /                 dist/index.html        a directory's index: every static host serves it for `/`
//   /home             dist/home.html
//   /about            dist/about.html
//   /privacyPolicies  dist/privacyPolicies.html   (its default tab; `?tab=…` gets the same file)
//   /accountDeletion  dist/accountDeletion.html
//   /feedback         dist/feedback.html      the form, empty; it needs the app (and the network) to send
//   /hero-lookup      dist/hero-lookup.html   the code field; its start script asks for a `#code=` link's status
//   anything else     dist/shell.html        the unrendered app shell, the navigation fallback
//
// `index.html` is the landing page rather than the shell because Firebase Hosting serves a folder's index.html for
// `/` before any rewrite applies, so `/` could never get a page of its own otherwise.
import { SHELL_PATH } from '@safety-companion/hosting';

/** A prerendered page: its address, the file it is written to, and its route's source file. */
export interface PrerenderedPage {
  path: string;
  file: string;
  /** The route module, as the build manifest names it (its split chunks are preloaded by the page). */
  route: string;
  /**
   * The page's own part of its start script, run first, before the app loads (the lookup's early request): a
   * module the prerendering bundles into the start script, with the site's settings compiled in.
   */
  early?: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', route: 'src/routes/index.tsx' },
  { path: '/home', file: 'home.html', route: 'src/routes/home.tsx' },
  { path: '/about', file: 'about.html', route: 'src/routes/about.tsx' },
  { path: '/privacyPolicies', file: 'privacyPolicies.html', route: 'src/routes/privacyPolicies.tsx' },
  { path: '/accountDeletion', file: 'accountDeletion.html', route: 'src/routes/accountDeletion.tsx' },
  {
    path: '/feedback',
    file: 'feedback.html',
    route: 'src/routes/feedback.tsx',
    early: 'src/features/feedback/feedback.start.ts',
  },
  {
    path: '/hero-lookup',
    file: 'hero-lookup.html',
    route: 'src/routes/hero-lookup.tsx',
    early: 'src/features/hero-lookup/early-lookup.start.ts',
  },
];

/** The unrendered app shell, in the build's folder: every path without a page or a file of its own gets it. */
export const SHELL_FILE = SHELL_PATH.slice(1);
