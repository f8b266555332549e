import { STATUS_STREAM } from '@safety-companion/contract';
import { DEFAULT_PHOTO_HOSTS } from '@safety-companion/hosting';
import type { VitePWAOptions } from 'vite-plugin-pwa';

// What the service worker may never answer from a cache or write to one, and which navigations must not get
// the app shell. Loaded by the Vite config at build time; the patterns run inside the service worker.

/** The API's path prefix on this origin, or undefined when the API lives on another origin. */
export function sameOriginApiPath(apiBaseUrl: string): string | undefined {
  return apiBaseUrl.startsWith('/') ? `${apiBaseUrl.replace(/\/+$/, '')}/` : undefined;
}

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Navigations that are real files or never cached pages: the API, `/app-ads.txt`, `/admin`, any file extension. */
export function navigationDenylist(apiBaseUrl: string): RegExp[] {
  const apiPath = sameOriginApiPath(apiBaseUrl) ?? '/api/';
  return [
    new RegExp(`^${escapeRegExp(apiPath)}`),
    /^\/app-ads\.txt$/,
    /^\/admin(?:\/|$)/,
    /\/[^/?]+\.[^/?]+$/,
  ];
}

/**
 * API calls (same origin or not) and users' photos go to the network only: nothing personal is ever answered
 * from a cache or written to one. The street map's tiles (`/api/map/tiles.pmtiles`) are API calls too: they name
 * the area a hero looks at. Workbox matches a RegExp against the whole URL, so same-origin paths are
 * anchored after any origin. The hero lookup's live stream matches no rule, so the worker leaves it to the
 * browser: passed through the worker, a stream that stays open for hours would end whenever the browser stops
 * the idle worker.
 */
export function networkOnlyRules(apiBaseUrl: string): RuntimeCaching[] {
  const apiPath = sameOriginApiPath(apiBaseUrl);
  const notTheStream = `(?!${escapeRegExp(STATUS_STREAM.path)}(?:[?#]|$))`;
  const api = apiPath
    ? new RegExp(`^https?://[^/]+${escapeRegExp(apiPath)}${notTheStream}`)
    : new RegExp(`^${escapeRegExp(apiBaseUrl.replace(/\/+$/, ''))}/${notTheStream}`);
  const photos = new RegExp(`^(?:${DEFAULT_PHOTO_HOSTS.map(escapeRegExp).join('|')})/`);
  return [
    { urlPattern: api, handler: 'NetworkOnly' },
    { urlPattern: photos, handler: 'NetworkOnly' },
  ];
}
