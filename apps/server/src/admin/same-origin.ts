import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { isHttpsRequest, lastHop } from '../request.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this request was addressed to, as the browser sees it (behind a trusted proxy, the proxy's). */
export function ownOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = (trustProxy && lastHop(c.req.header('X-Forwarded-Host'))) || url.host;
  return `${isHttpsRequest(c, trustProxy) ? 'https:' : 'http:'}//${host}`;
}

/**
 * Refuses a state-changing request sent from another site with 403, whatever its content type. Hono's `csrf()`
 * checks only form content types, so a cross-site `fetch` with a JSON body would pass it: hence this one.
 * Browsers send `Sec-Fetch-Site` (and `Origin` on every non-GET request); a request with neither does not come
 * from a browser page, so no visitor's cookie can be abused by it.
 */
export function refuseCrossSite(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const fetchSite = c.req.header('Sec-Fetch-Site');
      const origin = c.req.header('Origin');
      if (fetchSite !== undefined && fetchSite !== 'same-origin') {
        throw httpError(403, ERROR_MESSAGES.crossSite);
      }
      if (origin !== undefined && origin !== ownOrigin(c, trustProxy)) {
        throw httpError(403, ERROR_MESSAGES.crossSite);
      }
    }
    await next();
  };
}
