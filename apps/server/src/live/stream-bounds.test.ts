import { connect } from 'node:net';
import { STATUS_STREAM } from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { readEvents } from '../../test/sse.js';
import { createTestDatabase, publishStatus, testConfig } from '../../test/support.js';
import type { ServerConfig } from '../config.js';
import { STREAM_MAX_QUEUED_BYTES } from '../routes/snapshot.js';
import { type RunningServer, startServer } from '../server.js';
import { SqlStore } from '../store/sql-store.js';

// L-2: a stream whose reader never read was let go only once a write had not left for 30 s, and keep-alives
// of a few bytes land in the kernel's buffers for hours: such a stream held its slot as long. The server as
// it runs, on PostgreSQL, over real HTTP; each test's instance takes few streams, so a slot is seen coming
// back.
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.shutdown();
  server = undefined;
});

async function serve(settings: Partial<ServerConfig>) {
  const store = await SqlStore.openPostgres({ url: await createTestDatabase(), poolSize: 4 });
  server = await startServer(testConfig({ host: '127.0.0.1', port: 0, streamsMax: 1, ...settings }), {
    store,
  });
  return { store, url: server.url };
}

const streamPath = (code: string) => `/api/${STATUS_STREAM.path}?accessCode=${code}`;

/** The last chunk of a chunked answer: the server ended it. */
const LAST_CHUNK = '\r\n0\r\n\r\n';

/**
 * A stream whose reader takes its first bytes, then nothing: its socket is paused, so the kernel's buffers
 * fill, then the server's. `rest()` reads on, and resolves with everything once the answer has ended or the
 * server has closed the connection.
 */
function neverReading(url: string, code: string) {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  const chunks: Buffer[] = [];
  let tail = '';
  const done = new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      tail = (tail + chunk.toString('latin1')).slice(-LAST_CHUNK.length);
      if (tail === LAST_CHUNK) resolve();
    });
  });
  socket.on('error', () => {});
  const opened = new Promise<void>((resolve) => {
    socket.once('data', () => {
      socket.pause();
      resolve();
    });
  });
  socket.write(`GET ${streamPath(code)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  return {
    opened,
    async rest(): Promise<string> {
      socket.resume();
      await done;
      socket.destroy();
      return Buffer.concat(chunks).toString();
    },
  };
}

/** Whether a new stream of `code` opens (the one slot is free again); an opened stream is cancelled. */
async function streamOpens(url: string, code: string): Promise<boolean> {
  const response = await fetch(`${url}${streamPath(code)}`);
  if (response.status === 200) {
    await readEvents(response).close();
    return true;
  }
  expect(response.status).toBe(503);
  await response.arrayBuffer();
  return false;
}

/** Resolves once a new stream of `code` opens, with `changeMeanwhile` run between the tries. */
async function slotFree(url: string, code: string, changeMeanwhile: () => Promise<unknown>) {
  while (!(await streamOpens(url, code))) await changeMeanwhile();
}

// A status of several kB: its texts full of three-byte characters.
const full = (length: number, seed: number) => String.fromCodePoint(0x4e00 + seed).repeat(length);
const LARGE = {
  info: full(1000, 0),
  timerDetails: { who: full(300, 1), what: full(300, 2), where: full(300, 3) },
};
/** The bytes of those fields alone: less than an event of the status. */
const LARGE_BYTES = Buffer.byteLength(LARGE.info + Object.values(LARGE.timerDetails).join(''));
/** Changes of the status between two tries of a new stream. */
const CHANGES_PER_TRY = 4;

describe('L-2: streams have bounds a reader cannot stretch', () => {
  it(`cuts a stream that never reads once more than ${STREAM_MAX_QUEUED_BYTES / 1024} kB wait for it, and gives its slot back`, {
    timeout: 120_000,
  }, async () => {
    // Two streams: one that reads, whose events say when each change went out (so every change is one event),
    // and one that never reads.
    const { store, url } = await serve({ streamsMax: 2 });
    const status = await publishStatus(store, { code: 'BNDS01', details: LARGE }, new Date());
    const reading = readEvents(await fetch(`${url}${streamPath('BNDS01')}`));
    await reading.next();
    const stalled = neverReading(url, 'BNDS01');
    await stalled.opened;
    // The status changes until the server gives up the stream: first the kernel's buffers take its events
    // (megabytes on loopback), then Node's and the stream's own queue fill.
    let version = status.version;
    await slotFree(url, 'BNDS01', async () => {
      for (let n = 0; n < CHANGES_PER_TRY; n++) {
        const details = { info: `${version} ${LARGE.info}` };
        version =
          (await store.updateStatus(status.id, status.owner, { details }, new Date()))?.version ?? NaN;
        expect((await reading.next()).id).toBe(String(version));
      }
    });
    await reading.close();
    const received = await stalled.rest();
    // The changes the reader never got: those the server held for it when it cut the stream (at most 64 kB, a
    // few more on their way through Hono's and Node's hands, one cut in two, the one that overflowed), and
    // those made before the test saw the slot free. Without the bound, thousands.
    const lastReceived = Math.max(
      ...[...received.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])),
    );
    const held = Math.ceil(STREAM_MAX_QUEUED_BYTES / LARGE_BYTES) + 4;
    expect(version - lastReceived).toBeLessThanOrEqual(held + 2 * CHANGES_PER_TRY);
    expect(received.endsWith(LAST_CHUNK)).toBe(false);
    expect(received).not.toContain(`event: ${STATUS_STREAM.events.reconnect}`);
    expect(received).toContain(`event: ${STATUS_STREAM.events.status}`);
  });

  it('closes a stream once its life is over with the planned-close event, a stream that never reads too', {
    timeout: 60_000,
  }, async () => {
    const { store, url } = await serve({ streamMaxLifeSeconds: 1 });
    await publishStatus(store, { code: 'BNDS02' }, new Date());
    const opened = Date.now();
    const events = readEvents(await fetch(`${url}${streamPath('BNDS02')}`));
    expect((await events.next()).event).toBe(STATUS_STREAM.events.status);
    const planned = await events.next(10_000);
    expect(planned).toMatchObject({ event: STATUS_STREAM.events.reconnect, data: '{}' });
    // Each stream lives between half and all of STREAM_MAX_LIFE.
    expect(Date.now() - opened).toBeGreaterThanOrEqual(500);
    expect(await events.closedWithin()).toBe(true);

    // A stream that never reads, of a status that does not change (its keep-alives would land in the kernel's
    // buffers for hours): its life bounds it too, and its slot comes back.
    const stalled = neverReading(url, 'BNDS02');
    await stalled.opened;
    await expect.poll(() => streamOpens(url, 'BNDS02'), { timeout: 20_000 }).toBe(true);
    const received = await stalled.rest();
    expect(received).toContain(`event: ${STATUS_STREAM.events.reconnect}\ndata: {}\n\n`);
    expect(received.endsWith(LAST_CHUNK)).toBe(true);
  });
});
