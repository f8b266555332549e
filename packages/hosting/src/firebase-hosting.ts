import * as z from 'zod';
import { CONTENT_TYPES } from './content-types';
import { CACHE_CONTROL, REVALIDATED_PATHS, securityHeaders } from './headers';
import { HOSTING_FILE, type HostingSettings } from './hosting-settings';
import { BROTLI_SUFFIX } from './site-app';
import { SHELL_PATH } from './site-files';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

type Rewrite =
  | { source: string; destination: string }
  | { source: string; run: { serviceId: string; region: string } };

/** The Cloud Run service that Firebase Hosting sends the same-origin API's requests to. */
export interface FirebaseApiService {
  serviceId: string;
  region: string;
}

/** A Firebase configuration that cannot be written: its message says which setting to set. */
export class FirebaseHostingError extends Error {
  override name = 'FirebaseHostingError' as const;
}

/** The region of the API's Cloud Run service when `FIREBASE_API_RUN_REGION` is not set. */
export const DEFAULT_API_RUN_REGION = 'us-central1';

// Cloud Run's own rules: a service name is lowercase letters, digits and hyphens, starting with a letter.
const FirebaseApiSettingsSchema = z.object({
  FIREBASE_API_RUN_SERVICE: z.optional(
    z
      .string()
      .regex(
        /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/,
        'must be a Cloud Run service name (lowercase letters, digits and hyphens)',
      ),
  ),
  FIREBASE_API_RUN_REGION: z._default(
    z.string().regex(/^[a-z]+-[a-z]+\d+$/, 'must be a Cloud Run region such as us-central1'),
    DEFAULT_API_RUN_REGION,
  ),
});

/**
 * Reads the settings of the command that writes `firebase.json` (`FIREBASE_API_RUN_SERVICE`, and
 * `FIREBASE_API_RUN_REGION`, default `us-central1`): the API's Cloud Run service, or undefined when none is set.
 * Empty values count as unset. Throws a `FirebaseHostingError` naming every bad setting.
 *
 * @example
 * firebaseApiService({ FIREBASE_API_RUN_SERVICE: 'beacon-api' }); // { serviceId: 'beacon-api', region: 'us-central1' }
 */
export function firebaseApiService(env: Record<string, string | undefined>): FirebaseApiService | undefined {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
  const result = FirebaseApiSettingsSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new FirebaseHostingError(`Invalid Firebase Hosting settings:\n- ${problems.join('\n- ')}`);
  }
  const { FIREBASE_API_RUN_SERVICE: serviceId, FIREBASE_API_RUN_REGION: region } = result.data;
  return serviceId === undefined ? undefined : { serviceId, region };
}

/** A page path in the router's syntax as a Firebase glob: `$id` is one segment (`*`), a last `$` the rest. */
function firebaseSource(page: string): string {
  const parts = page.split('/').filter((part) => part !== '');
  return `/${parts.map((part) => (part === '$' ? '**' : part.startsWith('$') ? '*' : part)).join('/')}`;
}

/** The rewrite of a same-origin API to its Cloud Run service; none when the API lives on another origin. */
function apiRewrites(apiBaseUrl: string, api: FirebaseApiService | undefined): Rewrite[] {
  if (!apiBaseUrl.startsWith('/')) return [];
  if (!api)
    throw new FirebaseHostingError(
      `The site calls its API on its own origin (${apiBaseUrl}), which Firebase Hosting must send to the API's ` +
        'Cloud Run service: set FIREBASE_API_RUN_SERVICE (and FIREBASE_API_RUN_REGION, default ' +
        `${DEFAULT_API_RUN_REGION}), or build the site with an absolute VITE_API_BASE_URL.`,
    );
  const base = apiBaseUrl.replace(/\/+$/, '');
  return [{ source: `${base}/**`, run: { serviceId: api.serviceId, region: api.region } }];
}

function rule(source: string, headers: Record<string, string>): HeaderRule {
  return { source, headers: Object.entries(headers).map(([key, value]) => ({ key, value })) };
}

/**
 * The Firebase Hosting configuration of a build, from its hosting settings and the header module, so that
 * Firebase and the project's own server send the same headers and answer the same addresses. A build that calls
 * its API on its own origin needs the API's Cloud Run service (`api`); without it this throws a
 * `FirebaseHostingError` saying what to set.
 *
 * @example
 * const json = firebaseHostingConfig(readHostingSettings('dist'), { serviceId: 'beacon-api', region: 'us-central1' });
 */
export function firebaseHostingConfig(settings: HostingSettings, api?: FirebaseApiService) {
  return {
    hosting: {
      public: 'dist',
      cleanUrls: true,
      trailingSlash: false,
      // Firebase compresses on its own (Brotli included): the build's Brotli copies are not uploaded.
      ignore: ['firebase.json', HOSTING_FILE, '**/.*', '**/*.map', `**/*${BROTLI_SUFFIX}`],
      // Files that exist are served as they are (rewrites apply only when none does), and with `cleanUrls` a
      // prerendered page answers its path (`/` → index.html, `/about` → about.html, whatever the query). The
      // API goes to its service, the site's other pages get the unrendered shell, and any other address gets
      // `404.html` with status 404: the same rule as the project's server (site-files.ts).
      rewrites: [
        ...apiRewrites(settings.apiBaseUrl, api),
        ...settings.pages.map((page): Rewrite => ({ source: firebaseSource(page), destination: SHELL_PATH })),
      ],
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
        ...Object.entries(CONTENT_TYPES)
          .filter(([path]) => !REVALIDATED_PATHS.includes(path))
          .map(([path, type]) => rule(path, { 'Content-Type': type })),
      ],
    },
  };
}
