import type { SSEMessage, SSEStreamingApi } from 'hono/streaming';

/** An event of a stream: its data is already text. */
export type StreamEvent = SSEMessage & { data: string };

/** An event waiting to be written (none: a keep-alive), with its size. */
type Queued = { message?: StreamEvent; bytes: number; last: boolean };

const KEEP_ALIVE = ': keep-alive\n\n';

export interface EventWriter {
  /** Queues an event, written after those before it. */
  send(message: StreamEvent): void;
  /** Queues the stream's last event, after which `finished` resolves; later events are dropped. */
  finish(message: StreamEvent): void;
  /** A comment that keeps proxies from closing a quiet stream; skipped while anything waits or is written. */
  keepAlive(): void;
  /** Resolves once the last event is written, or once the queue overflowed. */
  readonly finished: Promise<void>;
}

/**
 * Writes one stream's events in order, each once the one before it has left (an awaited write resolves only
 * when the socket takes more), and counts the bytes that wait for its reader: the events not yet written, the
 * one being written, and `queuedBeyond()` (Node's `writableLength` of the answer). An event that would take
 * them past `maxQueuedBytes` calls `overflowed` instead of being queued: the reader is gone or too slow to
 * follow, and its page reconnects for the current status. Hono's stream holds up to two written events on the
 * way to Node besides, which nobody can count. An event counts as its data, name and id: the few bytes of
 * framing around them are left out.
 *
 * @example
 * const writer = createEventWriter(stream, { maxQueuedBytes: 65_536, queuedBeyond: () => 0, overflowed: cut });
 * writer.send({ event: 'status', id: '7', data: JSON.stringify(snapshot) });
 */
export function createEventWriter(
  stream: SSEStreamingApi,
  options: { maxQueuedBytes: number; queuedBeyond: () => number; overflowed: () => void },
): EventWriter {
  const queue: Queued[] = [];
  let queuedBytes = 0;
  let writing = false;
  let ended = false;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });

  async function flush() {
    if (writing) return;
    writing = true;
    try {
      for (let next = queue[0]; next && !stream.aborted && !stream.closed; next = queue[0]) {
        await (next.message ? stream.writeSSE(next.message) : stream.write(KEEP_ALIVE));
        queue.shift();
        queuedBytes -= next.bytes;
        if (next.last) finish();
      }
    } finally {
      writing = false;
    }
  }

  function enqueue(message: StreamEvent | undefined, last: boolean) {
    if (ended) return;
    const { data = '', event = '', id = '' } = message ?? { data: KEEP_ALIVE };
    const bytes = Buffer.byteLength(data) + event.length + id.length;
    if (queuedBytes + bytes + options.queuedBeyond() > options.maxQueuedBytes) {
      ended = true;
      options.overflowed();
      finish();
      return;
    }
    ended = last;
    queue.push({ message, bytes, last });
    queuedBytes += bytes;
    void flush();
  }

  return {
    send: (message) => enqueue(message, false),
    finish: (message) => enqueue(message, true),
    keepAlive() {
      if (!writing && queue.length === 0) enqueue(undefined, false);
    },
    finished,
  };
}
