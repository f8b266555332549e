import {
  AccessCode,
  PageId,
  PROOF_OF_WORK_HEADER,
  STATUS_STREAM,
  StatusSnapshot,
  StatusStreamEnded,
  StatusStreamReconnect,
  VIEWER_LIMITS,
} from '@safety-companion/contract';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { createEventWriter, type StreamEvent } from '../live/event-writer.js';
import { createPageSlots } from '../live/page-slots.js';
import { createLookUp, LOOKUP_REFUSALS, PROOF_OF_WORK_DESCRIPTION } from '../lookup.js';
import { errorAnswer, operation, queryOf } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';
import { snapshotOf } from '../status-snapshot.js';
import type { StoredStatus } from '../store/store.js';

const LookupQuery = z.object({ accessCode: AccessCode, page: z.optional(PageId) });

/** At most this many streams per client on one instance. */
export const STREAMS_PER_CLIENT = 6;

/** Past this many bytes waiting for its reader in the server, a stream is cut (its page tries again later). */
export const STREAM_MAX_QUEUED_BYTES = 64 * 1024;

/**
 * A stream the server ends (its status ended, its life is over) has this long to hand its last event to the
 * kernel; then its connection is cut, so that a reader who takes nothing keeps nothing.
 */
export const STREAM_CLOSE_GRACE_MS = 10_000;

/**
 * How long one stream lives: between half and all of `STREAM_MAX_LIFE`, so that the streams opened together (the
 * pages an instance dropped, back within seconds) do not all end together.
 */
export function streamLifeMs(maxLifeSeconds: number, random: () => number = Math.random): number {
  return maxLifeSeconds * 1000 * (0.5 + random() / 2);
}

/**
 * `GET /api/getSnapshot?accessCode=CODE`: the status snapshot a hero looks up, in the snapshot's full shape. Only
 * misses count against the client's and its network's failed-lookup allowances; a code that exists, live or ended,
 * writes nothing. A status its user stopped answers 410 'This status has ended.' for `STATUS_RETENTION_HOURS`, then
 * 404 like any unknown code. Past the global guess budget, a lookup must carry a solved challenge (`X-Altcha`).
 */
export function snapshotRoutes(deps: RouteDeps) {
  const { clock, config, statusHub, store } = deps;
  const lookUp = createLookUp(deps);
  const viewers = createPageSlots(VIEWER_LIMITS.perClient, VIEWER_LIMITS.forgetMs, clock);

  /** Refuses a stream past the client's share of the instance's streams, or past the instance's own cap. */
  function refuseBeyondCaps(clientKey: string) {
    if (statusHub.count(clientKey) >= STREAMS_PER_CLIENT)
      throw httpError(429, ERROR_MESSAGES.tooManyStreams, { headers: { 'Retry-After': '60' } });
    if (statusHub.count() >= config.streamsMax)
      throw httpError(503, ERROR_MESSAGES.streamsFull, { headers: { 'Retry-After': '30' } });
  }

  /**
   * Counts a page that opens the status (a poll, a stream) and answers the status with it, read again when the page
   * is new; as it was if the database is away.
   */
  async function withPageSeen(status: StoredStatus, page: string): Promise<StoredStatus> {
    try {
      const added = await store.seePage(status.id, page, new Date(clock()), VIEWER_LIMITS.renewMs);
      return (added && (await store.readStatus(status.id))) || status;
    } catch {
      return status;
    }
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
      const { accessCode, page } = c.req.valid('query');
      const looked = await lookUp(c, accessCode);
      // A polling page counts as one that has the status open; the answer counts it already.
      const status =
        page !== undefined && viewers.admit(c.get('clientKey'), page)
          ? await withPageSeen(looked, page)
          : looked;
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
            `retention passes, then the stream closes; \`event: ${STATUS_STREAM.events.reconnect}\` (data: {}) ` +
            'when the server closes the stream as it planned, its life (at most `STREAM_MAX_LIFE`) over: the ' +
            'page opens a new one at once. A stream with more than 64 kB waiting for its reader is cut. A ' +
            `comment line every ${STATUS_STREAM.keepAliveMs / 1000} s.`,
          events: {
            [STATUS_STREAM.events.status]: StatusSnapshot,
            [STATUS_STREAM.events.ended]: StatusStreamEnded,
            [STATUS_STREAM.events.reconnect]: StatusStreamReconnect,
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
      // Read first: the Node adapter aborts a request's signal when its client goes only if the signal exists then.
      const gone = c.req.raw.signal;
      // A HEAD would open a stream whose body nobody reads: it holds nothing and tells nothing about the code.
      if (c.req.method === 'HEAD')
        throw httpError(405, ERROR_MESSAGES.methodNotAllowed, { headers: { Allow: 'GET' } });
      const { accessCode, page } = c.req.valid('query');
      await statusHub.ready();
      const looked = await lookUp(c, accessCode);
      const clientKey = c.get('clientKey');
      refuseBeyondCaps(clientKey);
      // The page counts from the first event on: it is seen, and the status read with it, before the stream opens.
      const counted = page !== undefined && viewers.admit(clientKey, page);
      const forget = () => {
        if (!counted) return;
        viewers.release(clientKey, page);
        store.forgetPage(looked.id, page).catch(() => {});
      };
      const status = counted ? await withPageSeen(looked, page) : looked;
      try {
        // Again: other streams of the client may have opened meanwhile.
        refuseBeyondCaps(clientKey);
      } catch (error) {
        forget();
        throw error;
      }

      const response = streamSSE(c, async (stream) => {
        // Whatever ends the stream settles `ended`, and the one `finally` below gives its slot back.
        let end = () => {};
        const ended = new Promise<void>((resolve) => {
          end = resolve;
        });
        stream.onAbort(end);
        gone.addEventListener('abort', end);
        const outgoing = c.env.outgoing;
        outgoing?.once('close', end);
        // Cutting the connection frees its buffers, the kernel's too; in-process (no connection), the stream ends.
        const cut = () => {
          outgoing?.destroy();
          stream.abort();
        };
        const writer = createEventWriter(stream, {
          maxQueuedBytes: STREAM_MAX_QUEUED_BYTES,
          queuedBeyond: () => outgoing?.writableLength ?? 0,
          overflowed: cut,
        });
        void writer.finished.then(end);
        let closing = false;
        /** Ends the stream from this side: its last event, then the connection cut if that is not out in time. */
        const close = (last: StreamEvent) => {
          if (closing) return;
          closing = true;
          writer.finish(last);
          if (!outgoing) return;
          const late = setTimeout(cut, STREAM_CLOSE_GRACE_MS);
          late.unref();
          const inTime = () => clearTimeout(late);
          outgoing.once('finish', inTime).once('close', inTime);
        };
        const reconnect: StatusStreamReconnect = {};
        const life = setTimeout(
          () => close({ event: STATUS_STREAM.events.reconnect, data: JSON.stringify(reconnect) }),
          streamLifeMs(config.streamMaxLifeSeconds),
        );
        const unwatch = statusHub.watch(
          status,
          {
            accessCode,
            clientKey,
            send: ({ id, snapshot }) =>
              writer.send({ event: STATUS_STREAM.events.status, id, data: JSON.stringify(snapshot) }),
            end: (reason) => {
              if (reason === 'closing') return end();
              const ended: StatusStreamEnded = { message: ERROR_MESSAGES.statusEnded };
              close({ event: STATUS_STREAM.events.ended, data: JSON.stringify(ended) });
            },
          },
          c.req.header('Last-Event-ID'),
        );
        const keepAlive = setInterval(writer.keepAlive, STATUS_STREAM.keepAliveMs);
        // The page counts while its stream is open: seen again once a minute, forgotten as it closes. A failed
        // write leaves the stream alone (the page is then counted late, or forgotten by the sweep).
        const renew = setInterval(() => {
          if (counted)
            store.seePage(status.id, page, new Date(clock()), VIEWER_LIMITS.renewMs).catch(() => {});
        }, VIEWER_LIMITS.renewMs);
        try {
          if (!gone.aborted && !outgoing?.destroyed) await ended;
        } finally {
          clearInterval(renew);
          forget();
          clearInterval(keepAlive);
          clearTimeout(life);
          gone.removeEventListener('abort', end);
          outgoing?.off('close', end);
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
