import { AdminCredentials } from '@safety-companion/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { limitBody, methodNotAllowed, parseWith, readJson } from '../request.js';

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
