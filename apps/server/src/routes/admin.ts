import { AdminCredentials } from '@safety-companion/contract';
import { Hono } from 'hono';
import { deviceCookieKey, setDeviceCookie } from '../admin/device-cookie.js';
import { decoyHash, verifyPassword } from '../admin/passwords.js';
import { refuseCrossSite } from '../admin/same-origin.js';
import {
  clearSessionCookie,
  hashSessionId,
  newSessionId,
  requireAdmin,
  setSessionCookie,
} from '../admin/sessions.js';
import { takeSignInSlots } from '../admin/sign-in-limits.js';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { limitBody, parseWith, readJson } from '../request.js';

/**
 * The admin's sign-in: `POST /api/admin/login`, `GET /api/admin/session`, `POST /api/admin/logout`. Every
 * state-changing admin request from another site is refused (403), and every admin route after the login needs a
 * live session (401), including the inbox's routes and unknown ones.
 */
export function adminRoutes(deps: RouteDeps) {
  const { store, clock, throttle, config, passwordCost, accessCodeSecret } = deps;
  const deviceKey = deviceCookieKey(accessCodeSecret);
  // Built now, at start: built on first use, it would make the first unknown username take twice as long.
  const decoy = decoyHash(passwordCost);
  decoy.catch(() => undefined);
  const app = new Hono<AppEnv>();
  app.use('/admin/*', refuseCrossSite(config.trustProxy));

  app.post('/admin/login', limitBody, async (c) => {
    const { username, password } = parseWith(AdminCredentials, await readJson(c));
    const releaseSlots = await takeSignInSlots(c, throttle, deviceKey, username);
    const admin = await store.findAdmin(username);
    // An unknown username is checked against a decoy hash: the same work, so the same time, as a wrong password.
    const matches = await verifyPassword(password, admin?.password ?? (await decoy));
    if (!admin || !matches) throw httpError(401, ERROR_MESSAGES.invalidCredentials);

    await releaseSlots();
    const sessionId = newSessionId();
    await store.addAdminSession(hashSessionId(sessionId), admin.username, new Date(clock()));
    setSessionCookie(c, sessionId, config.trustProxy);
    await setDeviceCookie(c, deviceKey, admin.username, config.trustProxy);
    return c.body(null, 204);
  });

  // The login is the one admin address open without a session, whatever the method: another method than POST gets
  // the API's 405, not a 401.
  const sessionRequired = requireAdmin(deps);
  app.use('/admin/*', (c, next) => (c.req.path.endsWith('/admin/login') ? next() : sessionRequired(c, next)));

  app.get('/admin/session', (c) => c.json({ username: c.get('admin').username }));

  app.post('/admin/logout', async (c) => {
    await store.deleteAdminSession(c.get('admin').sessionIdHash);
    clearSessionCookie(c, config.trustProxy);
    return c.body(null, 204);
  });
  return app;
}
