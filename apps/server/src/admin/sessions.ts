import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { isHttpsRequest } from '../request.js';
import type { RouteDeps } from '../route-deps.js';

const MINUTE = 60_000;

/** The admin session's cookie and lifetimes. */
export const ADMIN_SESSION = {
  cookie: 'admin_session',
  /** The cookie goes only to the admin API, never to the site's pages or the rest of the API. */
  path: '/api/admin',
  /** A session ends 8 hours after sign-in, however active… */
  maxAgeMs: 8 * 60 * MINUTE,
  /** …and after 30 minutes without a request. */
  idleMs: 30 * MINUTE,
} as const;

/** A new session id: 256 random bits, the only copy of which goes to the browser. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps of a session id. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Sets the session cookie: HttpOnly, SameSite=Strict, on the admin API's path, Secure over https. */
export function setSessionCookie(c: Context<AppEnv>, id: string, trustProxy: boolean) {
  setCookie(c, ADMIN_SESSION.cookie, id, {
    httpOnly: true,
    sameSite: 'Strict',
    path: ADMIN_SESSION.path,
    secure: isHttpsRequest(c, trustProxy),
    maxAge: ADMIN_SESSION.maxAgeMs / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>, trustProxy: boolean) {
  deleteCookie(c, ADMIN_SESSION.cookie, {
    path: ADMIN_SESSION.path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttpsRequest(c, trustProxy),
  });
}

/** True while a session is within both its lifetimes at `now`. */
export function isSessionLive(session: { createdAt: Date; lastSeenAt: Date }, now: number): boolean {
  return (
    now - session.createdAt.getTime() < ADMIN_SESSION.maxAgeMs &&
    now - session.lastSeenAt.getTime() < ADMIN_SESSION.idleMs
  );
}

/**
 * Lets a request through only with a live admin session (else 401), which it records as activity; the route
 * reads who it is from `c.get('admin')`.
 */
export function requireAdmin({ store, clock, config }: RouteDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = getCookie(c, ADMIN_SESSION.cookie);
    const idHash = id ? hashSessionId(id) : undefined;
    const session = idHash ? await store.findAdminSession(idHash) : undefined;
    const now = clock();
    if (!idHash || !session || !isSessionLive(session, now)) {
      if (idHash && session) await store.deleteAdminSession(idHash);
      if (id) clearSessionCookie(c, config.trustProxy);
      throw httpError(401, ERROR_MESSAGES.signInRequired);
    }
    await store.touchAdminSession(idHash, new Date(now));
    c.set('admin', { username: session.username, sessionIdHash: idHash });
    await next();
  };
}
