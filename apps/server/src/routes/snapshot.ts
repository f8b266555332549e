import { AccessCode, ErrorBody, PROOF_OF_WORK_HEADER, StatusSnapshot } from '@safety-companion/contract';
import { Hono } from 'hono';
import * as z from 'zod';
import { hashAccessCode } from '../access-codes.js';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { errorAnswer, operation, queryOf } from '../openapi.js';
import { snapshotOf } from '../status-snapshot.js';

const LookupQuery = z.object({ accessCode: AccessCode });

/** A 429 of the global guess budget: the ALTCHA challenge to solve and send back in `X-Altcha`. */
const ChallengeBody = z.object({
  ...ErrorBody.shape,
  challenge: z.optional(z.object({ parameters: z.object({}).loose(), signature: z.string() }).loose()),
});

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up, in the snapshot's full shape. Only
 * misses count against the client's and its network's failed-lookup allowances; a code that exists, live or ended,
 * writes nothing. A status its user stopped answers 410 'This status has ended.' for `STATUS_RETENTION_HOURS`, then
 * 404 like any unknown code. Past the global guess budget, a lookup must carry a solved challenge (`X-Altcha`).
 */
export function snapshotRoutes({ clock, throttle, guessBudget, config, accessCodeSecret }: RouteDeps) {
  const app = new Hono<AppEnv>();
  app.get(
    '/getSnapshot',
    operation({
      operationId: 'getSnapshot',
      summary: "A hero's lookup of a status by its access code.",
      headers: {
        [PROOF_OF_WORK_HEADER]:
          'A solved challenge of an earlier 429 (base64 of the ALTCHA payload { challenge, solution }); needed ' +
          'only while failed lookups over all clients pass the global budget.',
      },
      responses: {
        200: { description: 'The live status, expired countdowns included.', schema: StatusSnapshot },
        400: errorAnswer('A missing, malformed or repeated code.'),
        404: errorAnswer('User not found.'),
        410: errorAnswer('This status has ended.'),
        429: {
          description:
            'Too many failed lookups from this client or its network (Retry-After), or, with a challenge, a ' +
            'proof of work is needed first: solve it and send the lookup again with X-Altcha.',
          schema: ChallengeBody,
        },
      },
    }),
    queryOf(LookupQuery),
    async (c) => {
      const { accessCode } = c.req.valid('query');
      await guessBudget.check(c.req.header(PROOF_OF_WORK_HEADER));
      const now = clock();
      const found = await throttle.lookup(
        hashAccessCode(accessCodeSecret, accessCode),
        { clientKey: c.get('clientKey'), networkKey: c.get('networkKey') },
        { at: now, retentionHours: config.statusRetentionHours },
      );
      if (found.state === 'ended') throw httpError(410, ERROR_MESSAGES.statusEnded);
      return c.json(snapshotOf(found.status, now, accessCode));
    },
  );
  return app;
}
