import { SSEStreamingApi } from 'hono/streaming';
import { describe, expect, it, vi } from 'vitest';
import { createEventWriter } from './event-writer.js';

/** A stream as `streamSSE` makes it, whose answer body nobody reads until `read()` is called. */
function unreadStream() {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const stream = new SSEStreamingApi(writable, readable);
  const reader = stream.responseReadable.pipeThrough(new TextDecoderStream()).getReader();
  let pending: ReturnType<typeof reader.read> | undefined;
  return {
    stream,
    /**
     * Reads what has been written so far. Writer, stream and decoder move on promises alone (no timer, no I/O): once
     * the microtasks have run out and the next macrotask comes, whatever was written has arrived.
     */
    async read(): Promise<string> {
      let text = '';
      for (;;) {
        // A read that lost the race is taken over by the next one, so that no chunk is lost.
        pending ??= reader.read();
        const next = await Promise.race([
          pending,
          new Promise<undefined>((r) => setImmediate(() => r(undefined))),
        ]);
        if (!next) return text;
        pending = undefined;
        if (next.done) return text;
        text += next.value;
      }
    },
  };
}

const status = (n: number, data = `{"n":${n}}`) => ({ event: 'status', id: String(n), data });
const KB = 'k'.repeat(1_000);

describe('createEventWriter (L-2: a reader cannot stretch what a stream holds for it)', () => {
  it('writes every event in order to a reader that reads', async () => {
    const { stream, read } = unreadStream();
    const overflowed = vi.fn();
    const writer = createEventWriter(stream, { maxQueuedBytes: 65_536, queuedBeyond: () => 0, overflowed });
    let text = '';
    for (let n = 1; n <= 200; n++) {
      writer.send(status(n));
      if (n % 20 === 0) text += await read();
    }
    expect(overflowed).not.toHaveBeenCalled();
    expect(text.match(/^id: \d+$/gm)).toEqual(Array.from({ length: 200 }, (_, n) => `id: ${n + 1}`));
  });

  it('holds at most `maxQueuedBytes` for a reader that takes nothing: the event past them overflows instead', async () => {
    const { stream } = unreadStream();
    const overflowed = vi.fn();
    const writer = createEventWriter(stream, { maxQueuedBytes: 10_000, queuedBeyond: () => 0, overflowed });
    let sent = 0;
    while (overflowed.mock.calls.length === 0 && sent < 100) {
      writer.send(status(++sent, KB));
      await new Promise(setImmediate);
    }
    // Two events of about 1 kB the stream itself took (nobody reads it), then nine that wait: with the tenth,
    // more than 10,000 bytes would.
    expect(sent).toBe(12);
    await expect(writer.finished).resolves.toBeUndefined();
    writer.send(status(13));
    expect(overflowed).toHaveBeenCalledTimes(1);
  });

  it('counts what Node holds for the socket (`queuedBeyond`) with its own queue', async () => {
    const { stream, read } = unreadStream();
    const overflowed = vi.fn();
    let beyond = 0;
    const writer = createEventWriter(stream, {
      maxQueuedBytes: 10_000,
      queuedBeyond: () => beyond,
      overflowed,
    });
    writer.send(status(1, KB));
    beyond = 9_000;
    writer.send(status(2, KB));
    expect(overflowed).toHaveBeenCalledTimes(1);
    expect(await read()).toContain('id: 1\n');
  });

  it('writes the last event after the ones before it, then finishes; keep-alives wait while anything is pending', async () => {
    const { stream, read } = unreadStream();
    const writer = createEventWriter(stream, {
      maxQueuedBytes: 65_536,
      queuedBeyond: () => 0,
      overflowed: () => {},
    });
    writer.send(status(1));
    writer.keepAlive();
    writer.finish({ event: 'ended', data: '{}' });
    writer.send(status(2));
    const text = await read();
    await writer.finished;
    expect(text).toBe('event: status\ndata: {"n":1}\nid: 1\n\nevent: ended\ndata: {}\n\n');
  });

  it('writes a keep-alive when nothing waits', async () => {
    const { stream, read } = unreadStream();
    const writer = createEventWriter(stream, {
      maxQueuedBytes: 65_536,
      queuedBeyond: () => 0,
      overflowed: () => {},
    });
    writer.keepAlive();
    expect(await read()).toBe(': keep-alive\n\n');
  });
});
