import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { limitBody, methodNotAllowed, parseWith, readJson } from '../request.js';

/** The admin login form's fields: a username and a password. */
export const AdminCredentials = z.strictObject({
  username: z.string('Enter the username.').trim().min(1, 'Enter the username.').max(200, 'Too long.'),
  password: z.string('Enter the password.').min(1, 'Enter the password.').max(1000, 'Too long.'),
});

/**
 * `POST /api/admin/login`: there is no admin backend yet and no credentials exist anywhere, so every well-formed
 * attempt is refused with 401; a malformed one gets 400.
 */
export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/admin/login', limitBody, async (c) => {
    parseWith(AdminCredentials, await readJson(c));
    throw httpError(401, ERROR_MESSAGES.invalidCredentials);
  });
  app.all('/admin/login', methodNotAllowed('POST'));
  return app;
}
