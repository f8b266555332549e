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
import { earlySnapshotScript } from '../features/hero-lookup/early-lookup';
import { SHELL_PATH } from '../hosting/site-files';
import { HOLD_FORMS_SCRIPT } from './page-html';

/** What a page's own start-script part may read: the site's settings, as the build parsed them. */
export interface StartScriptSettings {
  apiBaseUrl: string;
}

/** A prerendered page: its address, the file it is written to, and its route's source file. */
export interface PrerenderedPage {
  path: string;
  file: string;
  /** The route module, as the build manifest names it (its split chunks are preloaded by the page). */
  route: string;
  /** Plain script run first by the page's start script, before the app loads (e.g. a request to start early). */
  early?: (settings: StartScriptSettings) => string;
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
    early: () => HOLD_FORMS_SCRIPT,
  },
  {
    path: '/hero-lookup',
    file: 'hero-lookup.html',
    route: 'src/routes/hero-lookup.tsx',
    early: (settings) => HOLD_FORMS_SCRIPT + earlySnapshotScript(settings),
  },
];

/** The unrendered app shell, in the build's folder: every path without a page or a file of its own gets it. */
export const SHELL_FILE = SHELL_PATH.slice(1);
