import * as z from 'zod/mini';
import { LOOKUP_PATHS } from '../lookup-address.js';

/**
 * The live status of a hero's lookup: `GET {api}/snapshotStream?accessCode=CODE`, Server-Sent Events. The code is
 * sent as `getSnapshot` sends it. The first event is the current snapshot; then one event per change.
 */
export const STATUS_STREAM = {
  /** The stream's path, relative to the API's base address. */
  path: LOOKUP_PATHS.stream,
  events: {
    /** `data`: the status snapshot (`StatusSnapshot`), as `getSnapshot` answers it; `id`: its version. */
    status: 'status',
    /** `data`: `StatusStreamEnded`. The status was stopped, or its retention passed: the stream closes. */
    ended: 'ended',
    /**
     * `data`: `StatusStreamReconnect`. The server closes the stream as it planned (its life is over): the page
     * opens a new one at once, whose first event is the current status; nothing has failed.
     */
    reconnect: 'reconnect',
  },
  /** A comment line at least this often keeps proxies from closing an idle stream. */
  keepAliveMs: 25_000,
} as const;

/** The data of an `ended` event: the text a lookup of the code would answer ('This status has ended.'). */
export const StatusStreamEnded = z.strictObject({ message: z.string() });
export type StatusStreamEnded = z.infer<typeof StatusStreamEnded>;

/** The data of a `reconnect` event: nothing; the event alone says that the close is planned. */
export const StatusStreamReconnect = z.strictObject({});
export type StatusStreamReconnect = z.infer<typeof StatusStreamReconnect>;
