import { CONTENT_TYPES } from './content-types';
import { CACHE_CONTROL, REVALIDATED_PATHS, securityHeaders } from './headers';
import { HOSTING_FILE, type HostingSettings } from './hosting-settings';
import { SHELL_PATH } from './site-files';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

function rule(source: string, headers: Record<string, string>): HeaderRule {
  return { source, headers: Object.entries(headers).map(([key, value]) => ({ key, value })) };
}

/**
 * The Firebase Hosting configuration of a build, from its hosting settings and the header module, so that
 * Firebase and the project's own server send the same headers. The site's `firebase.json` is this object.
 *
 * @example
 * const json = firebaseHostingConfig(readHostingSettings('dist')); // { hosting: { public: 'dist', … } }
 */
export function firebaseHostingConfig(settings: HostingSettings) {
  return {
    hosting: {
      public: 'dist',
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['firebase.json', HOSTING_FILE, '**/.*', '**/*.map'],
      // Files that exist are served as they are, and with `cleanUrls` a prerendered page answers its path
      // (`/` → index.html, `/about` → about.html, whatever the query); every other path gets the unrendered
      // shell. The same rule as the project's server (site-files.ts) and the service worker.
      rewrites: [{ source: '**', destination: SHELL_PATH }],
      headers: [
        rule('**', securityHeaders({ ...settings, https: true })),
        rule('/assets/**', { 'Cache-Control': CACHE_CONTROL.immutable }),
        rule('**/*.html', { 'Cache-Control': CACHE_CONTROL.revalidate }),
        ...REVALIDATED_PATHS.filter((path) => !path.endsWith('.html')).map((path) =>
          rule(path, {
            'Cache-Control': CACHE_CONTROL.revalidate,
            ...(CONTENT_TYPES[path] ? { 'Content-Type': CONTENT_TYPES[path] } : {}),
          }),
        ),
        rule('/workbox-*.js', { 'Cache-Control': CACHE_CONTROL.revalidate }),
        rule('/app-ads.txt', { 'Content-Type': CONTENT_TYPES['/app-ads.txt'] ?? 'text/plain' }),
      ],
    },
  };
}
