import {
  AccessCode,
  ErrorBody,
  PROOF_OF_WORK_HEADER,
  STATUS_STREAM,
  StatusSnapshot,
  StatusStreamEnded,
} from '@safety-companion/contract';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod';
import { hashAccessCode } from '../access-codes.js';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { errorAnswer, operation, queryOf } from '../openapi.js';
import { snapshotOf } from '../status-snapshot.js';
import type { StoredStatus } from '../store/store.js';

const LookupQuery = z.object({ accessCode: AccessCode });

/** A 429 of the global guess budget: the ALTCHA challenge to solve and send back in `X-Altcha`. */
const ChallengeBody = z.object({
  ...ErrorBody.shape,
  challenge: z.optional(z.object({ parameters: z.object({}).loose(), signature: z.string() }).loose()),
});

const PROOF_OF_WORK_DESCRIPTION =
  'A solved challenge of an earlier 429 (base64 of the ALTCHA payload { challenge, solution }); needed only while ' +
  'failed lookups over all clients pass the global budget.';

const LOOKUP_REFUSALS = {
  400: errorAnswer('A missing, malformed or repeated code.'),
  404: errorAnswer('User not found.'),
  410: errorAnswer('This status has ended.'),
  429: {
    description:
      'Too many failed lookups from this client or its network (Retry-After), or, with a challenge, a proof of ' +
      'work is needed first: solve it and send the lookup again with X-Altcha.',
    schema: ChallengeBody,
  },
};

/** At most this many streams per client on one instance. */
export const STREAMS_PER_CLIENT = 6;

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up, in the snapshot's full shape. Only
 * misses count against the client's and its network's failed-lookup allowances; a code that exists, live or ended,
 * writes nothing. A status its user stopped answers 410 'This status has ended.' for `STATUS_RETENTION_HOURS`, then
 * 404 like any unknown code. Past the global guess budget, a lookup must carry a solved challenge (`X-Altcha`).
 */
export function snapshotRoutes({
  clock,
  throttle,
  guessBudget,
  config,
  accessCodeSecret,
  statusHub,
}: RouteDeps) {
  /** A lookup, counted as one: the live status of the code, or 404, 410 and 429 as the table above says. */
  async function lookUp(c: Context<AppEnv>, accessCode: string): Promise<StoredStatus> {
    await guessBudget.check(c.req.header(PROOF_OF_WORK_HEADER));
    const found = await throttle.lookup(
      hashAccessCode(accessCodeSecret, accessCode),
      { clientKey: c.get('clientKey'), networkKey: c.get('networkKey') },
      { at: clock(), retentionHours: config.statusRetentionHours },
    );
    if (found.state === 'ended') throw httpError(410, ERROR_MESSAGES.statusEnded);
    return found.status;
  }

  const app = new Hono<AppEnv>();
  app.get(
    '/getSnapshot',
    operation({
      operationId: 'getSnapshot',
      summary: "A hero's lookup of a status by its access code.",
      headers: { [PROOF_OF_WORK_HEADER]: PROOF_OF_WORK_DESCRIPTION },
      responses: {
        200: { description: 'The live status, expired countdowns included.', schema: StatusSnapshot },
        ...LOOKUP_REFUSALS,
      },
    }),
    queryOf(LookupQuery),
    async (c) => {
      const { accessCode } = c.req.valid('query');
      const status = await lookUp(c, accessCode);
      return c.json(snapshotOf(status, clock(), accessCode));
    },
  );

  app.get(
    `/${STATUS_STREAM.path}`,
    operation({
      operationId: 'streamSnapshot',
      summary:
        "A hero's lookup that stays open: Server-Sent Events of the status, the current one first, then each change.",
      headers: {
        [PROOF_OF_WORK_HEADER]: PROOF_OF_WORK_DESCRIPTION,
        'Last-Event-ID':
          "The id of the last event a reconnecting page had: the current status is sent only if it is another's.",
      },
      responses: {
        200: {
          description:
            `text/event-stream. \`event: ${STATUS_STREAM.events.status}\` (id: the status's version; data: the ` +
            `snapshot, as getSnapshot answers it) first and on every change, the countdown running out included; ` +
            `\`event: ${STATUS_STREAM.events.ended}\` (data: { message }) when the status is stopped or its ` +
            `retention passes, then the stream closes. A comment line every ${STATUS_STREAM.keepAliveMs / 1000} s.`,
          events: {
            [STATUS_STREAM.events.status]: StatusSnapshot,
            [STATUS_STREAM.events.ended]: StatusStreamEnded,
          },
        },
        ...LOOKUP_REFUSALS,
        503: {
          ...errorAnswer(
            'This instance has as many streams open as it takes: refresh instead, stream later.',
          ),
          retries: true,
        },
      },
    }),
    queryOf(LookupQuery),
    async (c) => {
      const { accessCode } = c.req.valid('query');
      await statusHub.ready();
      const status = await lookUp(c, accessCode);
      const clientKey = c.get('clientKey');
      if (statusHub.count(clientKey) >= STREAMS_PER_CLIENT)
        throw httpError(429, ERROR_MESSAGES.tooManyStreams, { headers: { 'Retry-After': '60' } });
      if (statusHub.count() >= config.streamsMax)
        throw httpError(503, ERROR_MESSAGES.streamsFull, { headers: { 'Retry-After': '30' } });

      const response = streamSSE(c, async (stream) => {
        let finish = () => {};
        const done = new Promise<void>((resolve) => {
          finish = resolve;
        });
        stream.onAbort(finish);
        const unwatch = statusHub.watch(
          status,
          {
            accessCode,
            clientKey,
            send: ({ id, snapshot }) =>
              void stream.writeSSE({
                event: STATUS_STREAM.events.status,
                id,
                data: JSON.stringify(snapshot),
              }),
            end: (reason) => {
              if (reason === 'closing') return finish();
              const ended: StatusStreamEnded = { message: ERROR_MESSAGES.statusEnded };
              void stream
                .writeSSE({ event: STATUS_STREAM.events.ended, data: JSON.stringify(ended) })
                .finally(finish);
            },
          },
          c.req.header('Last-Event-ID'),
        );
        const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), STATUS_STREAM.keepAliveMs);
        try {
          await done;
        } finally {
          clearInterval(keepAlive);
          unwatch();
        }
      });
      // The stream's own headers: never cached, never buffered by a proxy.
      response.headers.set('Cache-Control', 'no-store');
      response.headers.set('X-Accel-Buffering', 'no');
      return response;
    },
  );
  return app;
}
