import type { SSEMessage, SSEStreamingApi } from 'hono/streaming';

/** The next event of a stream, made only when it is written (an event replaced before then is never made). */
type Pending = { message?: () => SSEMessage; last: boolean };

export interface EventWriter {
  /** Queues an event; an event not yet written is replaced (a status replaces the status before it). */
  send(message: () => SSEMessage): void;
  /** Queues the stream's last event, after which `finished` resolves. */
  finish(message: () => SSEMessage): void;
  /** A comment that keeps proxies from closing a quiet stream; skipped while anything waits or is written. */
  keepAlive(): void;
  /** Resolves once the last event is written, or the stream stalled. */
  readonly finished: Promise<void>;
}

/**
 * Writes one stream's events in order, each once the one before it has left (an awaited write resolves only when
 * the socket takes more), so a reader that falls behind costs at most one unsent event here plus what the socket
 * buffers: the newest status, since a status event carries the whole status. A write that has not left after
 * `stallMs` calls `stalled`: the reader is gone or too slow to follow, and its page reconnects for the current
 * status.
 *
 * @example
 * const writer = createEventWriter(stream, { stallMs: 30_000, stalled: () => close() });
 * writer.send(() => ({ event: 'status', id: '7', data: JSON.stringify(snapshot) }));
 */
export function createEventWriter(
  stream: SSEStreamingApi,
  options: { stallMs: number; stalled: () => void },
): EventWriter {
  let next: Pending | undefined;
  let writing = false;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });

  async function flush() {
    if (writing) return;
    writing = true;
    try {
      while (next && !stream.aborted && !stream.closed) {
        const { message, last } = next;
        next = undefined;
        const stall = setTimeout(() => {
          options.stalled();
          finish();
        }, options.stallMs);
        try {
          await (message ? stream.writeSSE(message()) : stream.write(': keep-alive\n\n'));
        } finally {
          clearTimeout(stall);
        }
        if (last) finish();
      }
    } finally {
      writing = false;
    }
  }

  return {
    send(message) {
      if (next?.last) return;
      next = { message, last: false };
      void flush();
    },
    finish(message) {
      next = { message, last: true };
      void flush();
    },
    keepAlive() {
      if (writing || next) return;
      next = { last: false };
      void flush();
    },
    finished,
  };
}
