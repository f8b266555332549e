// Which file of the build answers a path: one rule for every host. The project's server and the browser tests'
// server use this module; Firebase Hosting does the same with `cleanUrls` and its rewrite to the shell
// (firebase-hosting.ts), and the service worker with its precache's clean URLs and navigation fallback
// (vite.config.ts). No imports: Node and the tests load it as it is.

/** The unrendered app shell, which every client route without a prerendered page gets. */
export const SHELL_PATH = '/shell.html';

function hasExtension(urlPath: string): boolean {
  return /\.[^/.]+$/.test(urlPath);
}

/**
 * The files that may answer `urlPath` (decoded, without the query), first existing one wins: the file itself;
 * for a path without an extension, the page prerendered for it (`/` → `/index.html`, `/about` → `/about.html`
 * or `/about/index.html`), then the app shell. A path with an extension gets its own file or nothing: a missing
 * `/x.js` must never be answered with HTML. The query never picks the file (`/privacyPolicies?tab=eula` gets
 * `/privacyPolicies.html`, whose script renders the right tab).
 *
 * @example
 * siteFileCandidates('/about'); // ['/about', '/about.html', '/about/index.html', '/shell.html']
 */
export function siteFileCandidates(urlPath: string): string[] {
  const candidates = urlPath.endsWith('/') ? [] : [urlPath];
  if (hasExtension(urlPath)) return candidates;
  const base = urlPath.replace(/\/+$/, '');
  if (base) candidates.push(`${base}.html`);
  candidates.push(`${base}/index.html`, SHELL_PATH);
  return [...new Set(candidates)];
}
