import { AccessCode, StatusSnapshot } from '@safety-companion/contract';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { methodNotAllowed, parseWith } from '../request.js';
import { THROTTLE_RULES } from '../throttle.js';

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up (spec sections 3 and 7).
 * Every lookup takes a slot of the client's failed-lookup allowance first and gives it back when the code exists,
 * so that only misses count and concurrent guesses cannot slip past the limit.
 */
export function snapshotRoutes({ store, clock, throttle }: RouteDeps) {
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
    let status: Awaited<ReturnType<typeof store.findStatusByCode>>;
    try {
      status = await store.findStatusByCode(accessCode, new Date(clock()));
    } catch (error) {
      await throttle.release(eventId).catch(() => {});
      throw error;
    }
    if (status) {
      await throttle.release(eventId);
      const snapshot = StatusSnapshot.parse(status.snapshot);
      return c.json({ ...snapshot, accessCode: snapshot.accessCode ?? status.accessCode });
    }
    await throttle.watchFailedLookups().catch((error: unknown) => {
      console.error('Could not count the failed lookups of the last hour.', error);
    });
    throw httpError(404, ERROR_MESSAGES.userNotFound);
  });
  app.all('/getSnapshot', methodNotAllowed('GET, HEAD'));
  return app;
}
