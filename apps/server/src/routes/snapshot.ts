import { AccessCode, PROOF_OF_WORK_HEADER } from '@safety-companion/contract';
import { Hono } from 'hono';
import { hashAccessCode } from '../access-codes.js';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { parseWith } from '../request.js';
import { snapshotOf } from '../status-snapshot.js';

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up, in the snapshot's full shape. Only
 * misses count against the client's and its network's failed-lookup allowances; a code that exists, live or ended,
 * writes nothing. A status its user stopped answers 410 'This status has ended.' for `STATUS_RETENTION_HOURS`, then
 * 404 like any unknown code. Past the global guess budget, a lookup must carry a solved challenge (`X-Altcha`).
 */
export function snapshotRoutes({ clock, throttle, guessBudget, config, accessCodeSecret }: RouteDeps) {
  const app = new Hono<AppEnv>();
  app.get('/getSnapshot', async (c) => {
    const values = c.req.queries('accessCode') ?? [];
    if (values.length > 1) throw httpError(400, ERROR_MESSAGES.repeatedParameter('accessCode'));
    const accessCode = parseWith(AccessCode, values[0], { field: 'accessCode' });

    await guessBudget.check(c.req.header(PROOF_OF_WORK_HEADER));
    const now = clock();
    const found = await throttle.lookup(
      hashAccessCode(accessCodeSecret, accessCode),
      { clientKey: c.get('clientKey'), networkKey: c.get('networkKey') },
      { at: now, retentionHours: config.statusRetentionHours },
    );
    if (found.state === 'ended') throw httpError(410, ERROR_MESSAGES.statusEnded);
    return c.json(snapshotOf(found.status, now, accessCode));
  });
  return app;
}
