// Which file of the build answers a path, and with which status: one rule for every host. The project's server
// and the browser tests' server use this module; Firebase Hosting does the same with `cleanUrls`, its rewrites
// of the site's pages to the shell and its `404.html` (firebase-hosting.ts), and the service worker with its
// precache's clean URLs and navigation fallback (vite.config.ts), which still gives every navigation the shell.
// No imports: Node and the tests load it as it is.

/** The unrendered app shell, which every client route without a prerendered page gets. */
export const SHELL_PATH = '/shell.html';

/**
 * The answer to an address that is no page of the site, sent with status 404: a copy of the shell, which renders
 * the site's "Page not found" view for it. Firebase Hosting serves a `404.html` this way by itself.
 */
export const NOT_FOUND_PATH = '/404.html';

function hasExtension(urlPath: string): boolean {
  return /\.[^/.]+$/.test(urlPath);
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * True when `urlPath` is one of the site's pages (`pages`, the paths of the build's page table, in the router's
 * syntax: `$id` matches one segment, a last `$` the rest). A trailing slash does not matter.
 *
 * @example
 * isSitePage('/feedback', ['/', '/feedback']); // true
 * isSitePage('/admin/feedback/42', ['/admin/feedback/$id']); // true
 * isSitePage('/no/such/page', ['/', '/feedback']); // false
 */
export function isSitePage(urlPath: string, pages: readonly string[]): boolean {
  const wanted = segments(urlPath);
  return pages.some((page) => {
    const pattern = segments(page);
    for (const [index, part] of pattern.entries()) {
      if (part === '$') return wanted.length > index;
      const segment = wanted[index];
      if (segment === undefined || (!part.startsWith('$') && part !== segment)) return false;
    }
    return wanted.length === pattern.length;
  });
}

/**
 * The files that may answer `urlPath` (decoded, without the query), first existing one wins: the file itself;
 * for a path without an extension, the page prerendered for it (`/` → `/index.html`, `/about` → `/about.html`
 * or `/about/index.html`), then the app shell when the path is one of the site's `pages`, else the not-found
 * page (`NOT_FOUND_PATH`, answered with status 404). A path with an extension gets its own file or nothing: a
 * missing `/x.js` must never be answered with HTML. The query never picks the file (`/privacyPolicies?tab=eula`
 * gets `/privacyPolicies.html`, whose script renders the right tab).
 *
 * @example
 * siteFileCandidates('/about', ['/about']); // ['/about', '/about.html', '/about/index.html', '/shell.html']
 * siteFileCandidates('/nope', ['/about']); // ['/nope', '/nope.html', '/nope/index.html', '/404.html']
 */
export function siteFileCandidates(urlPath: string, pages: readonly string[]): string[] {
  const candidates = urlPath.endsWith('/') ? [] : [urlPath];
  if (hasExtension(urlPath)) return candidates;
  const base = urlPath.replace(/\/+$/, '');
  if (base) candidates.push(`${base}.html`);
  candidates.push(`${base}/index.html`, isSitePage(urlPath, pages) ? SHELL_PATH : NOT_FOUND_PATH);
  return [...new Set(candidates)];
}
