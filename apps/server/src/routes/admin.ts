import { AdminCredentials, AdminSession } from '@safety-companion/contract';
import { Hono } from 'hono';
import { ADMIN_DEVICE, deviceCookieKey, setDeviceCookie } from '../admin/device-cookie.js';
import { decoyHash, verifyPassword } from '../admin/passwords.js';
import { refuseCrossSite } from '../admin/same-origin.js';
import {
  ADMIN_SESSION,
  clearSessionCookie,
  hashSessionId,
  newSessionId,
  requireAdmin,
  setSessionCookie,
} from '../admin/sessions.js';
import { takeSignInSlots } from '../admin/sign-in-limits.js';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { BODY_ANSWERS, errorAnswer, jsonBody, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';

/** The answers of every admin route past the sign-in. */
export const ADMIN_ANSWERS = {
  401: errorAnswer('No live admin session.'),
  403: errorAnswer('A state change from another site.'),
} as const;

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

  app.post(
    '/admin/login',
    operation({
      operationId: 'adminLogin',
      summary: 'Admin sign-in: sets the session cookie.',
      responses: {
        204: {
          description:
            `Signed in; the answer sets the \`${ADMIN_SESSION.cookie}\` cookie, and the \`${ADMIN_DEVICE.cookie}\` ` +
            'cookie that exempts this browser from the per-username limit of failed sign-ins.',
        },
        ...BODY_ANSWERS,
        401: errorAnswer('Invalid credentials.'),
        403: errorAnswer('From another site.'),
        429: errorAnswer('Too many failed sign-ins from this client or for this username.'),
      },
    }),
    jsonBody(AdminCredentials),
    async (c) => {
      const { username, password } = c.req.valid('json');
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
    },
  );

  // The login is the one admin address open without a session, whatever the method: another method than POST gets
  // the API's 405, not a 401.
  const sessionRequired = requireAdmin(deps);
  app.use('/admin/*', (c, next) => (c.req.path.endsWith('/admin/login') ? next() : sessionRequired(c, next)));

  app.get(
    '/admin/session',
    operation({
      operationId: 'getAdminSession',
      summary: 'Who is signed in.',
      signedIn: 'admin',
      responses: {
        200: { description: 'The signed-in admin.', schema: AdminSession },
        401: ADMIN_ANSWERS[401],
      },
    }),
    (c) => c.json({ username: c.get('admin').username }),
  );

  app.post(
    '/admin/logout',
    operation({
      operationId: 'adminLogout',
      summary: "Ends the admin's session.",
      signedIn: 'admin',
      responses: { 204: { description: 'Signed out.' }, ...ADMIN_ANSWERS },
    }),
    async (c) => {
      await store.deleteAdminSession(c.get('admin').sessionIdHash);
      clearSessionCookie(c, config.trustProxy);
      return c.body(null, 204);
    },
  );
  return app;
}
