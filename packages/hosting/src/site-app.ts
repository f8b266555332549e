import { type Stats, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { compress } from 'hono/compress';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import { contentTypeFor } from './content-types';
import { CACHE_CONTROL, cacheControlFor, securityHeaders } from './headers';
import { HOSTING_FILE, type HostingSettings, readHostingSettings } from './hosting-settings';
import { NOT_FOUND_PATH, siteFileCandidates } from './site-files';

/** The texts the site answers with itself; a missing file is left to the host's not-found handler. */
export const SITE_ERROR_MESSAGES = {
  badPath: 'Bad request path.',
} as const;

/**
 * True when the folder of a built site exists (a host may run without it, as an API only).
 *
 * @example
 * if (siteExists(config.siteDir)) app.route('/', siteApp(config.siteDir));
 */
export function siteExists(siteDir: string): boolean {
  try {
    return statSync(siteDir).isDirectory();
  } catch {
    return false;
  }
}

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** A file's Brotli copy (`writeBrotliCopies`) sits beside it under its name with this suffix. */
export const BROTLI_SUFFIX = '.br';

/**
 * Dotfiles, the build's hosting file and the Brotli copies (sent only in place of their file) are for hosts, not
 * visitors; the well-known folder is public.
 */
export function isPrivate(urlPath: string): boolean {
  return (
    urlPath === `/${HOSTING_FILE}` ||
    urlPath.endsWith(BROTLI_SUFFIX) ||
    urlPath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')
  );
}

/** The first file of the site's rule (`siteFileCandidates`) that exists inside `root`, if any. */
async function findFile(
  root: string,
  urlPath: string,
  pages: readonly string[],
): Promise<{ urlPath: string; filePath: string; stats: Stats } | undefined> {
  if (urlPath.includes('\0') || isPrivate(urlPath)) return undefined;
  for (const candidate of siteFileCandidates(urlPath, pages)) {
    const filePath = resolve(root, `.${candidate}`);
    if (filePath !== root && !filePath.startsWith(root + sep)) return undefined;
    const stats = await fileStats(filePath);
    if (stats) return { urlPath: candidate, filePath, stats };
  }
  return undefined;
}

/**
 * The file's Brotli copy (`writeBrotliCopies`) when the client accepts Brotli and the build has one; otherwise
 * undefined, and the file goes as it is or gzipped.
 */
async function brotliCopy(c: Context, filePath: string) {
  if (accepts(c, { header: 'Accept-Encoding', supports: ['br'], default: 'identity' }) !== 'br')
    return undefined;
  return readFile(filePath + BROTLI_SUFFIX).catch(() => undefined);
}

/**
 * gzip for the clients that accept it (Hono's `compress`, for text of 1 KiB or more, unless the answer is a Brotli
 * copy already), every answer marked `Vary: Accept-Encoding` before it exists: `compress` would add the header
 * afterwards by copying the whole answer.
 */
function compression(): MiddlewareHandler {
  const gzip = compress();
  return (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return gzip(c, next);
  };
}

/**
 * The built site in `siteDir` as a Hono sub-app: each file with its cache rule and content type, a prerendered
 * page or the app shell for a page of the build (its hosting file's `pages`), an ETag and 304s by Hono's `etag`,
 * the file's Brotli copy from the build when the client accepts Brotli, else gzip for text of 1 KiB or more when
 * the client accepts it (the host's other answers are left as they are: an API answer is small, and compressing it
 * would cost more than it saves).
 * Any other address without an extension gets the build's `404.html` (the shell, which shows "Page not found")
 * with status 404, uncached; a missing file goes to the host's not-found handler (uncached); a path with a
 * malformed escape is an `HTTPException` 400. Throws a `HostingSettingsError` when the build's hosting file is
 * not valid. The security headers are the host's to add to every response (`hostingHeaders`), since its other
 * routes need them too.
 *
 * @example
 * app.route('/', siteApp('apps/pwa/dist'));
 */
export function siteApp(siteDir: string): Hono {
  const root = resolve(siteDir);
  const { pages } = readHostingSettings(siteDir);
  const app = new Hono();
  app.use(compression());
  // Weak: the body is compressed after the tag is computed; the bytes differ, the file does not.
  app.use(etag({ weak: true, retainedHeaders: [...RETAINED_304_HEADERS, 'last-modified'] }));
  app.get('*', async (c) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw new HTTPException(400, { message: SITE_ERROR_MESSAGES.badPath });
    }
    const file = await findFile(root, urlPath, pages);
    if (!file) {
      c.header('Cache-Control', CACHE_CONTROL.never);
      return c.notFound();
    }
    const brotli = await brotliCopy(c, file.filePath);
    const body = brotli ?? (await readFile(file.filePath));
    c.header('Content-Type', contentTypeFor(file.urlPath));
    if (brotli) c.header('Content-Encoding', 'br');
    // Known before compression, so that a file too small to gain from gzip is sent as it is.
    c.header('Content-Length', String(body.byteLength));
    if (file.urlPath === NOT_FOUND_PATH && urlPath !== NOT_FOUND_PATH) {
      c.header('Cache-Control', CACHE_CONTROL.never);
      return c.body(body, 404);
    }
    c.header('Cache-Control', cacheControlFor(file.urlPath));
    c.header('Last-Modified', file.stats.mtime.toUTCString());
    return c.body(body, 200);
  });
  return app;
}

/** How a host tells that a request came over https. */
export interface HostingHeadersOptions {
  /** Default: the request URL's scheme. A host behind a trusted proxy also believes `X-Forwarded-Proto`. */
  isHttps?: (c: Context) => boolean;
}

/**
 * Middleware that adds the site's security headers (its CSP from the build's hosting settings; HSTS over https)
 * to every response of the host, its API and errors included.
 *
 * @example
 * app.use(hostingHeaders(readHostingSettings(siteDir)));
 */
export function hostingHeaders(
  settings: Pick<HostingSettings, 'apiBaseUrl' | 'firebaseAuth'>,
  options: HostingHeadersOptions = {},
): MiddlewareHandler {
  const headers = {
    http: Object.entries(securityHeaders({ ...settings, https: false })),
    https: Object.entries(securityHeaders({ ...settings, https: true })),
  };
  const isHttps = options.isHttps ?? ((c: Context) => new URL(c.req.url).protocol === 'https:');
  return async (c, next) => {
    await next();
    // On the final answer (a 304 keeps only some of the headers it was made with), set on its headers directly:
    // `c.header` at this point would copy the whole answer for each header.
    const answer = c.res.headers;
    for (const [name, value] of isHttps(c) ? headers.https : headers.http) answer.set(name, value);
  };
}

/**
 * A host for a built site on its own: the build's security headers on every answer, then the routes that
 * `addRoutes` adds (an API, test controls), then the site's files. The benchmarks and the browser tests' server
 * serve builds with it; the project's server composes the same pieces around its API.
 *
 * @example
 * serve({ fetch: siteHost('dist', (app) => app.get('/api/health', (c) => c.json({ ok: true }))).fetch });
 */
export function siteHost(siteDir: string, addRoutes?: (app: Hono) => void): Hono {
  const app = new Hono();
  app.use(hostingHeaders(readHostingSettings(siteDir)));
  addRoutes?.(app);
  app.route('/', siteApp(siteDir));
  return app;
}
