import { AccessCode } from '@safety-companion/contract';
import { Hono } from 'hono';
import { hashAccessCode } from '../access-codes.js';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { methodNotAllowed, parseWith } from '../request.js';
import { snapshotOf } from '../status-snapshot.js';
import { THROTTLE_RULES } from '../throttle.js';

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up, in the snapshot's full shape.
 * Every lookup takes a slot of the client's failed-lookup allowance first and gives it back when the code exists,
 * so that only misses count and concurrent guesses cannot slip past the limit. A status its user stopped answers
 * 410 'This status has ended.' for `STATUS_RETENTION_HOURS`, then 404 like any unknown code.
 */
export function snapshotRoutes({ store, clock, throttle, config, accessCodeSecret }: RouteDeps) {
  const app = new Hono<AppEnv>();
  app.get('/getSnapshot', async (c) => {
    const values = c.req.queries('accessCode') ?? [];
    if (values.length > 1) throw httpError(400, ERROR_MESSAGES.repeatedParameter('accessCode'));
    const accessCode = parseWith(AccessCode, values[0], { field: 'accessCode' });

    const clientKey = c.get('clientKey');
    const eventId = await throttle.take(
      THROTTLE_RULES.failedLookup,
      clientKey,
      ERROR_MESSAGES.tooManyLookups,
    );
    const now = clock();
    let found: Awaited<ReturnType<typeof store.findStatusByCodeHash>>;
    try {
      const codeHash = hashAccessCode(accessCodeSecret, accessCode);
      found = await store.findStatusByCodeHash(codeHash, new Date(now), config.statusRetentionHours);
    } catch (error) {
      await throttle.release(eventId).catch(() => {});
      throw error;
    }
    // A code that exists, live or ended, is not a guess.
    if (found.state === 'live') {
      await throttle.release(eventId);
      return c.json(snapshotOf(found.status, now, accessCode));
    }
    if (found.state === 'ended') {
      await throttle.release(eventId);
      throw httpError(410, ERROR_MESSAGES.statusEnded);
    }
    await throttle.watchFailedLookups().catch((error: unknown) => {
      console.error('Could not count the failed lookups of the last hour.', error);
    });
    throw httpError(404, ERROR_MESSAGES.userNotFound);
  });
  app.all('/getSnapshot', methodNotAllowed('GET, HEAD'));
  return app;
}
