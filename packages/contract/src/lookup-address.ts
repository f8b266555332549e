// The addresses of the API's calls that take an access code, built in one place: by the API client, by the
// lookup page's start script before the app has loaded, and for the live stream. Without zod or ky, so that the
// start script takes only these few lines (`@safety-companion/api/addresses`).

/** The API's paths that take an access code, relative to its base address: the lookup and its live stream. */
export const LOOKUP_PATHS = {
  snapshot: 'getSnapshot',
  stream: 'snapshotStream',
} as const;

/** The API's path of the site's map setup (`getMapSetup`), relative to its base address. */
export const MAP_SETUP_PATH = 'map';

export type LookupPath = (typeof LOOKUP_PATHS)[keyof typeof LOOKUP_PATHS];

/**
 * A lookup path with its access code (already checked and upper-cased), relative to the API's base address.
 *
 * @example
 * lookupPath(LOOKUP_PATHS.snapshot, 'ABC123'); // 'getSnapshot?accessCode=ABC123'
 */
export function lookupPath(path: LookupPath, code: string): string {
  return `${path}?${new URLSearchParams({ accessCode: code })}`;
}

/**
 * The absolute address of a lookup path for an access code, on the API at `apiBaseUrl` (a path on the page's site,
 * or an absolute URL), resolved against `pageUrl`.
 *
 * @example
 * lookupAddress('/api', LOOKUP_PATHS.stream, 'ABC123', 'https://example.org/hero-lookup');
 * // 'https://example.org/api/snapshotStream?accessCode=ABC123'
 */
export function lookupAddress(apiBaseUrl: string, path: LookupPath, code: string, pageUrl: string): string {
  return new URL(`${apiBaseUrl.replace(/\/+$/, '')}/${lookupPath(path, code)}`, pageUrl).href;
}
