import {
  AccessCode,
  PROOF_OF_WORK_HEADER,
  STATUS_STREAM,
  StatusSnapshot,
  StatusStreamEnded,
} from '@safety-companion/contract';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { createLookUp, LOOKUP_REFUSALS, PROOF_OF_WORK_DESCRIPTION } from '../lookup.js';
import { errorAnswer, operation, queryOf } from '../openapi.js';
import { snapshotOf } from '../status-snapshot.js';

const LookupQuery = z.object({ accessCode: AccessCode });

/** At most this many streams per client on one instance. */
export const STREAMS_PER_CLIENT = 6;

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up, in the snapshot's full shape. Only
 * misses count against the client's and its network's failed-lookup allowances; a code that exists, live or ended,
 * writes nothing. A status its user stopped answers 410 'This status has ended.' for `STATUS_RETENTION_HOURS`, then
 * 404 like any unknown code. Past the global guess budget, a lookup must carry a solved challenge (`X-Altcha`).
 */
export function snapshotRoutes(deps: RouteDeps) {
  const { clock, config, statusHub } = deps;
  const lookUp = createLookUp(deps);
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
