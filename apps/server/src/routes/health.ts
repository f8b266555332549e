import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError, STORE_RETRY_AFTER_SECONDS } from '../errors.js';
import { errorAnswer, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';

/** The answer of a healthy server. */
export const HealthAnswer = z.object({ status: z.literal('ok') });

/** `GET /api/health`: 200 while the store answers, 503 when it does not (for load balancers and monitors). */
export function healthRoutes({ store }: Pick<RouteDeps, 'store'>) {
  return new Hono<AppEnv>().get(
    '/health',
    operation({
      operationId: 'getHealth',
      summary: 'Whether the server and its store answer.',
      responses: {
        200: { description: 'Healthy.', schema: HealthAnswer },
        503: errorAnswer('The store is down.'),
      },
    }),
    async (c) => {
      try {
        await store.ping();
      } catch (cause) {
        console.error('Health check: the store did not answer.', cause);
        throw httpError(503, ERROR_MESSAGES.storeUnavailable, {
          cause,
          headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
        });
      }
      return c.json({ status: 'ok' as const });
    },
  );
}
