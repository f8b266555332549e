import { type Stats, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { CACHE_CONTROL, cacheControlFor, contentTypeFor } from '@safety-companion/pwa/hosting';
import { siteFileCandidates } from '@safety-companion/pwa/hosting/site-files';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';

/** True when the folder of the built site exists (the server also runs without it, as an API only). */
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

/**
 * The file that answers a path, by the site's one rule (`siteFileCandidates`): the file itself; for a path
 * without an extension a prerendered page (`/` → `index.html`, `/about` → `about.html` or `about/index.html`),
 * else the app shell `shell.html`; for a missing file with an extension, none (a missing `/x.js` must not get HTML).
 */
async function findFile(
  root: string,
  urlPath: string,
): Promise<{ urlPath: string; filePath: string; stats: Stats } | undefined> {
  const segments = urlPath.split('/');
  // Dotfiles stay private, except the well-known folder (app links, security.txt).
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return undefined;

  for (const candidate of siteFileCandidates(urlPath)) {
    const filePath = resolve(root, `.${candidate}`);
    if (filePath !== root && !filePath.startsWith(root + sep)) return undefined;
    const stats = await fileStats(filePath);
    if (stats) return { urlPath: candidate, filePath, stats };
  }
  return undefined;
}

function notFound(): never {
  throw httpError(404, ERROR_MESSAGES.notFound, { headers: { 'Cache-Control': CACHE_CONTROL.never } });
}

/**
 * The built site: its files with the header module's cache rules and content types, and the app shell (or a
 * prerendered page) for client routes. The security headers are added for every response by the app.
 *
 * @example
 * app.route('/', siteRoutes('/srv/site'));
 */
export function siteRoutes(siteDir: string) {
  const root = resolve(siteDir);
  const app = new Hono<AppEnv>();
  app.get('*', async (c: Context<AppEnv>) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw httpError(400, ERROR_MESSAGES.badPath);
    }
    if (urlPath.includes('\0')) notFound();
    const file = await findFile(root, urlPath);
    if (!file) notFound();

    const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
    c.header('Cache-Control', cacheControlFor(file.urlPath));
    c.header('ETag', etag);
    c.header('Last-Modified', file.stats.mtime.toUTCString());
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      return c.body(null, 304);
    }
    c.header('Content-Type', contentTypeFor(file.urlPath));
    const body = await readFile(file.filePath);
    c.header('Content-Length', String(body.byteLength));
    return c.body(body, 200);
  });
  return app;
}
