import { SSEStreamingApi } from 'hono/streaming';
import { describe, expect, it, vi } from 'vitest';
import { createEventWriter } from './event-writer.js';

/** A stream as `streamSSE` makes it, whose answer body nobody reads until `read()` is called. */
function unreadStream() {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const stream = new SSEStreamingApi(writable, readable);
  const reader = stream.responseReadable.pipeThrough(new TextDecoderStream()).getReader();
  return {
    stream,
    /** Reads what has been written so far. */
    async read(): Promise<string> {
      let text = '';
      for (;;) {
        const next = await Promise.race([
          reader.read(),
          new Promise<undefined>((r) => setTimeout(() => r(undefined), 50)),
        ]);
        if (!next || next.done) return text;
        text += next.value;
      }
    },
  };
}

const status = (n: number) => () => ({ event: 'status', id: String(n), data: `{"n":${n}}` });

describe('createEventWriter (H3: a slow reader costs a bounded amount)', () => {
  it('keeps only the newest unsent status for a reader that has fallen behind, and sends it once it reads', async () => {
    const { stream, read } = unreadStream();
    const made: number[] = [];
    const writer = createEventWriter(stream, { stallMs: 60_000, stalled: () => {} });
    for (let n = 1; n <= 1_000; n++) {
      writer.send(() => {
        made.push(n);
        return status(n)();
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first went out to the stream's buffers; the 998 replaced before their turn were never even made.
    expect(made.length).toBeLessThanOrEqual(3);
    const text = await read();
    expect(text).toContain('id: 1\n');
    expect(text).toContain('id: 1000\n');
    expect(text.match(/^event: status$/gm)?.length).toBeLessThanOrEqual(3);
  });

  it('calls `stalled` when a write has not left for `stallMs`, and finishes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { stream } = unreadStream();
      const stalled = vi.fn();
      const writer = createEventWriter(stream, { stallMs: 30_000, stalled });
      // Fill what the stream buffers, so that the next write waits for a reader.
      for (let n = 1; n <= 4; n++) {
        writer.send(status(n));
        await vi.advanceTimersByTimeAsync(1);
      }
      await vi.advanceTimersByTimeAsync(29_000);
      expect(stalled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(stalled).toHaveBeenCalledTimes(1);
      await expect(writer.finished).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes the last event after the ones before it, then finishes; keep-alives wait while anything is pending', async () => {
    const { stream, read } = unreadStream();
    const writer = createEventWriter(stream, { stallMs: 60_000, stalled: () => {} });
    writer.send(status(1));
    writer.keepAlive();
    writer.finish(() => ({ event: 'ended', data: '{}' }));
    writer.send(status(2));
    const text = await read();
    await writer.finished;
    expect(text).toBe('event: status\ndata: {"n":1}\nid: 1\n\nevent: ended\ndata: {}\n\n');
  });
});
