// The pages rendered to HTML at build time, and where each is written in the build. Every host maps a clean URL
// to these files the same way: the project's server, Firebase Hosting (`cleanUrls`), the service worker's
// precache (`cleanURLs`, `directoryIndex`) and the browser tests' server.
//
//   /                 dist/index.html        a directory's index: every static host serves it for `/`
//   /home             dist/home.html
//   /about            dist/about.html
//   /privacyPolicies  dist/privacyPolicies.html   (its default tab; `?tab=…` gets the same file)
//   /accountDeletion  dist/accountDeletion.html
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
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', route: 'src/routes/index.tsx' },
  { path: '/home', file: 'home.html', route: 'src/routes/home.tsx' },
  { path: '/about', file: 'about.html', route: 'src/routes/about.tsx' },
  { path: '/privacyPolicies', file: 'privacyPolicies.html', route: 'src/routes/privacyPolicies.tsx' },
  { path: '/accountDeletion', file: 'accountDeletion.html', route: 'src/routes/accountDeletion.tsx' },
];

/** The unrendered app shell, in the build's folder: every path without a page or a file of its own gets it. */
export const SHELL_FILE = SHELL_PATH.slice(1);
