import { connect, type Socket } from 'node:net';
import { STATUS_STREAM } from '@safety-companion/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEvents } from '../../test/sse.js';
import { createTestDatabase, publishStatus, testConfig } from '../../test/support.js';
import { STREAMS_PER_CLIENT } from '../routes/snapshot.js';
import { type RunningServer, startServer } from '../server.js';
import { SqlStore } from '../store/sql-store.js';
import type { StoredStatus } from '../store/store.js';

// H1: a stream's slot was given back only through the stream's own abort, which never came for a HEAD, nor for a
// client gone before its answer started: slots leaked until every stream of everyone was refused.
const STREAMS_MAX = 24;
let server: RunningServer;
let store: SqlStore;
let status: StoredStatus;
const CODE = 'SLOT01';
const path = `/api/${STATUS_STREAM.path}?accessCode=${CODE}`;

beforeAll(async () => {
  const url = await createTestDatabase();
  store = await SqlStore.openPostgres({ url, poolSize: 4 });
  server = await startServer(
    testConfig({ host: '127.0.0.1', port: 0, streamsMax: STREAMS_MAX, trustProxy: true, proxyHops: 1 }),
    { store },
  );
  status = await publishStatus(store, { code: CODE }, new Date());
});
afterAll(async () => {
  await server?.shutdown();
  await store?.close();
});

/**
 * A raw request on a socket of its own, ended the way `end` says once `afterMs` have passed (or once the first
 * bytes of the answer arrive, with `afterFirstBytes`): 'fin' closes it, 'reset' resets it (RST).
 */
function rawRequest(options: {
  method: string;
  end: 'fin' | 'reset';
  afterMs: number;
  afterFirstBytes?: boolean;
  /** The client's address (X-Forwarded-For); without it, the socket's own. */
  address?: string;
}) {
  const { port } = new URL(server.url);
  return new Promise<string>((resolve) => {
    const socket: Socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    const finish = () => {
      if (options.end === 'reset') socket.resetAndDestroy();
      else socket.destroy();
      resolve(answer.split('\r\n')[0] ?? '');
    };
    socket.on('error', () => resolve(answer));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (options.afterFirstBytes) setTimeout(finish, options.afterMs);
    });
    socket.on('connect', () => {
      const from = options.address ? `X-Forwarded-For: ${options.address}\r\n` : '';
      socket.write(`${options.method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${from}\r\n`);
      if (!options.afterFirstBytes) setTimeout(finish, options.afterMs);
    });
  });
}

/** Runs `count` tasks, `lanes` at a time. */
async function inLanes(count: number, lanes: number, task: (n: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const open = (address?: string) =>
  fetch(`${server.url}${path}`, { headers: address ? { 'X-Forwarded-For': address } : {} });

/**
 * Opens a stream once a slot is free for it: the slots of streams just dropped come back as the server sees them
 * go, so each refusal (429, 503) is retried, until a deadline that ends the test if a slot never comes back.
 */
function openOnceFree(address?: string) {
  return vi.waitFor(
    async () => {
      const response = await open(address);
      if (response.status !== 200) await response.body?.cancel();
      expect(response.status).toBe(200);
      return response;
    },
    { timeout: 30_000, interval: 20 },
  );
}

describe('H1: every stream slot comes back', () => {
  it('answers HEAD of the stream 405 without opening one', async () => {
    const response = await fetch(`${server.url}${path}`, { method: 'HEAD' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
  });

  it(`after thousands of streams opened and dropped every way, opens ${STREAMS_MAX} healthy ones and ${STREAMS_PER_CLIENT} from the dropping client`, {
    timeout: 180_000,
  }, async () => {
    // One in ten from the socket's own address (a single leaked slot per 6 would lock it out), the others each from
    // an address of its own, so that thousands really open before they are dropped; any leak fills the instance.
    const answers: string[] = [];
    // The status changes all along, so that the server also writes to streams as their clients go (writes that fail):
    // one change at a time, the next started by a request that ends after it, so the changes keep pace with them.
    let changes = 0;
    let changing: Promise<unknown> | undefined;
    const failedChanges: unknown[] = [];
    const change = () => {
      changing ??= store
        .updateStatus(status.id, status.owner, { details: { info: `change ${changes++}` } }, new Date())
        .catch((error: unknown) => failedChanges.push(error))
        .finally(() => {
          changing = undefined;
        });
    };
    await inLanes(3_000, 40, async (n) => {
      const answer = await rawRequest({
        method: n % 5 === 0 ? 'HEAD' : 'GET',
        end: (n >> 1) % 2 ? 'fin' : 'reset',
        afterMs: n % 3 === 1 ? (n % 50) / 10 : n % 50,
        // Half of them once their stream has opened (its first bytes came), half before (or as) it opens.
        afterFirstBytes: n % 2 === 1,
        address: n % 10 === 0 ? undefined : `10.${(n >> 8) & 255}.${n & 255}.${(n >> 16) + 1}`,
      });
      answers.push(answer);
      change();
    });
    await changing;
    expect(failedChanges).toEqual([]);
    expect(changes).toBeGreaterThanOrEqual(100);
    const opened = answers.filter((line) => line.startsWith('HTTP/1.1 200')).length;
    expect(opened).toBeGreaterThanOrEqual(1_000);
    // Streams that got their first event and were then cancelled, and streams ended by their status's end.
    for (let n = 0; n < 20; n++) {
      const events = readEvents(await open('192.0.2.200'));
      await events.next();
      await events.close();
    }
    const ending = await publishStatus(store, { code: 'SLOT02' }, new Date());
    const endedStreams = await Promise.all(
      [1, 2, 3].map(async () =>
        readEvents(await fetch(`${server.url}/api/${STATUS_STREAM.path}?accessCode=SLOT02`)),
      ),
    );
    for (const events of endedStreams) await events.next();
    expect(await store.endStatus(ending.id, ending.owner, new Date(Date.now() + 3_600_000))).toBe(true);
    for (const events of endedStreams) expect((await events.next()).event).toBe(STATUS_STREAM.events.ended);

    const healthy = [];
    for (let n = 0; n < STREAMS_MAX - STREAMS_PER_CLIENT; n++)
      healthy.push(readEvents(await openOnceFree(`198.51.100.${n + 1}`)));
    for (let n = 0; n < STREAMS_PER_CLIENT; n++) healthy.push(readEvents(await openOnceFree()));
    for (const events of healthy) expect((await events.next()).event).toBe(STATUS_STREAM.events.status);
    expect((await open('198.51.100.250')).status).toBe(503);
    for (const events of healthy) await events.close();
  });
});
