import { AccessCode, StatusSnapshot } from '@safety-companion/api';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { PROOF_OF_WORK_HEADER } from '../guess-budget.js';
import { parseWith } from '../request.js';

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up. Only misses count against the
 * client's and its network's failed-lookup allowances; a hit writes nothing. Past the global guess budget, a lookup
 * must carry a solved challenge (`X-Altcha`).
 */
export function snapshotRoutes({ throttle, guessBudget }: RouteDeps) {
  const app = new Hono<AppEnv>();
  app.get('/getSnapshot', async (c) => {
    const values = c.req.queries('accessCode') ?? [];
    if (values.length > 1) throw httpError(400, ERROR_MESSAGES.repeatedParameter('accessCode'));
    const accessCode = parseWith(AccessCode, values[0], { field: 'accessCode' });

    await guessBudget.check(c.req.header(PROOF_OF_WORK_HEADER));
    const status = await throttle.lookup(accessCode, {
      clientKey: c.get('clientKey'),
      networkKey: c.get('networkKey'),
    });
    const snapshot = StatusSnapshot.parse(status.snapshot);
    return c.json({ ...snapshot, accessCode: snapshot.accessCode ?? status.accessCode });
  });
  return app;
}
