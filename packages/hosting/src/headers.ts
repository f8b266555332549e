// The response headers of the website, in one place: the Firebase Hosting configuration is generated from this
// module (firebase-hosting.ts), and the project's server and the browser tests' server apply it to every response.

/** What the headers depend on: where the API lives, whether Firebase sign-in is configured, the scheme. */
export interface HostingOptions {
  /** `VITE_API_BASE_URL`: a path on the same origin (default `/api`) or an absolute URL on another origin. */
  apiBaseUrl?: string;
  /** True when the Firebase web config is set, so the identity endpoints may be reached for tokens. */
  firebaseAuth?: boolean;
  /** Hosts the snapshot photos are served from. */
  photoHosts?: readonly string[];
  /** The CSP sources ('sha256-…') of the scripts inline in the site's pages: the only inline scripts that run. */
  scriptHashes?: readonly string[];
  /** True when the site is served over https: adds HSTS and upgrades insecure requests. */
  https?: boolean;
}

/** Where users' snapshot photos live (Firebase Storage). */
export const DEFAULT_PHOTO_HOSTS = [
  'https://firebasestorage.googleapis.com',
  'https://storage.googleapis.com',
];

/** The endpoints the Firebase Auth SDK calls to refresh an identity token. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** The origin of an absolute API address, or undefined for a same-origin path. */
export function apiOrigin(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return undefined;
  return new URL(apiBaseUrl).origin;
}

/** The Content-Security-Policy: scripts only from the site itself, and inline only those whose hash it names. */
export function contentSecurityPolicy(options: HostingOptions = {}): string {
  const connect = ["'self'"];
  const api = apiOrigin(options.apiBaseUrl);
  if (api) connect.push(api);
  if (options.firebaseAuth) connect.push(...FIREBASE_AUTH_ORIGINS);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)].join(' '),
    // Style attributes come from React props and prerendered markup; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${(options.photoHosts ?? DEFAULT_PHOTO_HOSTS).join(' ')}`,
    "font-src 'self'",
    // The API's calls and the hero lookup's live stream alike: `EventSource` connects under `connect-src`.
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The security headers every response of the site carries. */
export function securityHeaders(options: HostingOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Geolocation for the site's own pages alone: a hero on the way may share how far away they are. A single-page
    // app keeps the policy of the page it was first loaded on, so every page carries the same one.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

export const CACHE_CONTROL = {
  /** Files whose name carries a content hash never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** Entry points and the service worker: always revalidated, so an update reaches everyone. */
  revalidate: 'no-cache',
  /** Other static files: an hour. */
  shortLived: 'public, max-age=3600',
  /** API answers and anything personal. */
  never: 'no-store',
} as const;

/**
 * Paths that must always be revalidated: the HTML, the service worker and its helpers (the browser checks a script
 * the worker imports through the HTTP cache, so a cached push-handlers.js would keep an update away), the manifests.
 */
export const REVALIDATED_PATHS = [
  '/index.html',
  '/sw.js',
  '/registerSW.js',
  '/push-handlers.js',
  '/manifest.webmanifest',
  '/added-here.webmanifest',
];

/** The Cache-Control of a path the site serves. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return CACHE_CONTROL.immutable;
  if (REVALIDATED_PATHS.includes(pathname) || /^\/workbox-[\w-]+\.js$/.test(pathname))
    return CACHE_CONTROL.revalidate;
  if (pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname)) return CACHE_CONTROL.revalidate;
  return CACHE_CONTROL.shortLived;
}
