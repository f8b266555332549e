import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { STATUS_STREAM, type StatusSnapshot } from '@safety-companion/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEvents } from '../../test/sse.js';
import { createTestDatabase, from, publishStatus, testConfig } from '../../test/support.js';
import { type AppOptions, createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { STREAM_CLOSE_GRACE_MS, STREAMS_PER_CLIENT, streamLifeMs } from '../routes/snapshot.js';
import { startServer } from '../server.js';
import { SqlStore } from '../store/sql-store.js';

// Two app instances, each with its own pool and its own listener, on one PostgreSQL database.
let url: string;
const stores: SqlStore[] = [];
const apps: ReturnType<typeof createApp>[] = [];

async function instance(options: Partial<AppOptions> = {}) {
  const store = await SqlStore.openPostgres({ url, poolSize: 3 });
  stores.push(store);
  const app = createApp({ store, config: testConfig(), ...options });
  apps.push(app);
  return { app, store };
}

beforeAll(async () => {
  url = await createTestDatabase();
});
afterAll(async () => {
  for (const store of stores) await store.close();
});

function open(
  app: ReturnType<typeof createApp>,
  code: string,
  headers: Record<string, string> = {},
  address = '203.0.113.9',
) {
  return app.request(`/api/${STATUS_STREAM.path}?accessCode=${code}`, { headers }, from(address));
}

const snapshotOf = (data: string) => JSON.parse(data) as StatusSnapshot;

describe(`GET /api/${STATUS_STREAM.path}`, () => {
  it('sends the current status first, never cached or buffered', async () => {
    const { app, store } = await instance();
    const code = 'STRM01';
    await publishStatus(store, { code }, new Date());
    const response = await open(app, code);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    const events = readEvents(response);
    const first = await events.next();
    expect(first.event).toBe(STATUS_STREAM.events.status);
    expect(first.id).toBe('1');
    expect(snapshotOf(first.data)).toMatchObject({ accessCode: code, emergency: false });
    await events.close();
  });

  it('counts its page in its first event, and tells the pages already open', async () => {
    const { app, store } = await instance();
    await publishStatus(store, { code: 'STRM20' }, new Date());
    const one = readEvents(await open(app, 'STRM20&page=page-one-0123456789'));
    expect(snapshotOf((await one.next()).data).viewers).toBe(1);
    const two = readEvents(await open(app, 'STRM20&page=page-two-0123456789', {}, '198.51.100.7'));
    expect(snapshotOf((await two.next()).data).viewers).toBe(2);
    expect(snapshotOf((await one.next()).data).viewers).toBe(2);
    await two.close();
    expect(snapshotOf((await one.next()).data).viewers).toBe(1);
    await one.close();
  });

  it('carries a change written through one instance to a stream on another', async () => {
    const first = await instance();
    const second = await instance();
    const code = 'STRM02';
    const status = await publishStatus(first.store, { code }, new Date());
    const events = readEvents(await open(second.app, code));
    await events.next();
    await first.store.updateStatus(status.id, status.owner, { details: { emergency: true } }, new Date());
    const change = await events.next();
    expect(change.id).toBe('2');
    expect(snapshotOf(change.data).emergency).toBe(true);
    expect(snapshotOf(change.data).emergencySince).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    await events.close();
  });

  it("carries a hero's answer through one instance to a stream on another", async () => {
    const first = await instance();
    const second = await instance();
    const code = 'STRM11';
    await publishStatus(first.store, { code }, new Date());
    const events = readEvents(await open(second.app, code));
    expect(snapshotOf((await events.next()).data).acknowledgements).toEqual([]);
    const answered = await first.app.request(
      '/api/acknowledgements',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessCode: code, kind: 'on-the-way', name: 'Sam' }),
      },
      from('198.51.100.70'),
    );
    expect(answered.status).toBe(201);
    const change = await events.next();
    expect(change.id).toBe('2');
    expect(snapshotOf(change.data).acknowledgements).toEqual([await answered.json()]);
    await events.close();
  });

  it('ends with the stop: the ended event, then the stream closes', async () => {
    const { app, store } = await instance();
    const status = await publishStatus(store, { code: 'STRM03' }, new Date());
    const events = readEvents(await open(app, 'STRM03'));
    await events.next();
    await store.endStatus(status.id, status.owner, new Date(Date.now() + 3_600_000));
    const ended = await events.next();
    expect(ended.event).toBe(STATUS_STREAM.events.ended);
    expect(JSON.parse(ended.data)).toEqual({ message: ERROR_MESSAGES.statusEnded });
    expect(await events.closedWithin()).toBe(true);
  });

  it('sends the countdown running out at its end time, with nothing written', async () => {
    const { app, store } = await instance();
    await publishStatus(store, { code: 'STRM04', endTime: new Date(Date.now() + 1_500) }, new Date());
    const events = readEvents(await open(app, 'STRM04'));
    expect(snapshotOf((await events.next()).data).reason).not.toBe('Status Has Expired');
    const expired = await events.next(4_000);
    expect(expired.id).toBe('1-expired');
    expect(snapshotOf(expired.data).reason).toBe('Status Has Expired');
    await events.close();
  });

  it('sends a reconnecting page the current status only if it missed something (Last-Event-ID)', async () => {
    const { app, store } = await instance();
    const status = await publishStatus(store, { code: 'STRM05' }, new Date());
    const upToDate = readEvents(await open(app, 'STRM05', { 'Last-Event-ID': '1' }));
    await expect(upToDate.next(500)).rejects.toThrow('No event');
    await store.updateStatus(status.id, status.owner, { details: { info: 'moved on' } }, new Date());
    expect((await upToDate.next()).id).toBe('2');
    await upToDate.close();
    const behind = readEvents(await open(app, 'STRM05', { 'Last-Event-ID': '1' }));
    const caughtUp = await behind.next();
    expect(caughtUp.id).toBe('2');
    expect(snapshotOf(caughtUp.data).info).toBe('moved on');
    await behind.close();
  });

  it('reads a changed status once per instance, however many streams watch it', async () => {
    const { app, store } = await instance();
    const status = await publishStatus(store, { code: 'STRM06' }, new Date());
    const streams = await Promise.all(
      Array.from({ length: 5 }, async (_, n) =>
        readEvents(await open(app, 'STRM06', {}, `198.51.100.${n + 1}`)),
      ),
    );
    for (const events of streams) await events.next();
    const reads = vi.spyOn(store, 'readStatus');
    await store.updateStatus(status.id, status.owner, { details: { info: 'one read' } }, new Date());
    for (const events of streams) expect(snapshotOf((await events.next()).data).info).toBe('one read');
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    for (const events of streams) await events.close();
  });

  it('listens again after its connection breaks, and re-reads what changed meanwhile', async () => {
    const { app, store } = await instance();
    const status = await publishStatus(store, { code: 'STRM07' }, new Date());
    const events = readEvents(await open(app, 'STRM07'));
    await events.next();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // As a database restart would: every listening connection of this database is ended.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await store.updateStatus(status.id, status.owner, { details: { emergency: true } }, new Date());
    const change = await events.next(5_000);
    expect(snapshotOf(change.data).emergency).toBe(true);
    await admin.end();
    await events.close();
  });

  it('counts a wrong code as a failed lookup, and refuses a throttled client even for a live code', async () => {
    const { app, store } = await instance();
    await publishStatus(store, { code: 'STRM08' }, new Date());
    const address = '192.0.2.77';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await open(app, 'ZZZZZ9', {}, address)).status).toBe(404);
    }
    const refused = await open(app, 'STRM08', {}, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it(`takes at most ${STREAMS_PER_CLIENT} streams per client, and STREAMS_MAX per instance (then 503)`, async () => {
    const { app, store } = await instance({ config: testConfig({ streamsMax: STREAMS_PER_CLIENT + 1 }) });
    await publishStatus(store, { code: 'STRM09' }, new Date());
    const opened = [];
    for (let n = 0; n < STREAMS_PER_CLIENT; n++) {
      const response = await open(app, 'STRM09', {}, '192.0.2.80');
      expect(response.status).toBe(200);
      opened.push(readEvents(response));
    }
    const seventh = await open(app, 'STRM09', {}, '192.0.2.80');
    expect(seventh.status).toBe(429);
    expect(opened.length).toBe(STREAMS_PER_CLIENT);
    const another = await open(app, 'STRM09', {}, '192.0.2.81');
    expect(another.status).toBe(200);
    const full = await open(app, 'STRM09', {}, '192.0.2.82');
    expect(full.status).toBe(503);
    expect(full.headers.get('Retry-After')).toMatch(/^\d+$/);
    for (const events of [...opened, readEvents(another)]) await events.close();
  });

  it('lives between half and all of STREAM_MAX_LIFE', () => {
    expect([0, 0.5, 1].map((random) => streamLifeMs(3600, () => random))).toEqual([
      1_800_000, 2_700_000, 3_600_000,
    ]);
  });

  it(`cuts the connection of a stream it ended whose answer has not gone out ${STREAM_CLOSE_GRACE_MS / 1000} s later`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { app, store } = await instance({ config: testConfig({ streamMaxLifeSeconds: 1 }) });
      await publishStatus(store, { code: 'STRM12' }, new Date());
      // Node's answers, as far as the stream uses them: the kernel took one's last bytes ('finish'), not the
      // other's.
      const answers = [0, 1].map(() =>
        Object.assign(new EventEmitter(), { writableLength: 0, destroyed: false, destroy: vi.fn() }),
      );
      for (const [n, answer] of answers.entries()) {
        const env = { ...from(`192.0.2.9${n}`), outgoing: answer as unknown as ServerResponse };
        const events = readEvents(await app.request(`/api/${STATUS_STREAM.path}?accessCode=STRM12`, {}, env));
        await events.next();
        await vi.advanceTimersByTimeAsync(1_000);
        expect((await events.next()).event).toBe(STATUS_STREAM.events.reconnect);
        expect(await events.closedWithin()).toBe(true);
      }
      answers[1]?.emit('finish');
      await vi.advanceTimersByTimeAsync(STREAM_CLOSE_GRACE_MS);
      expect(answers[0]?.destroy).toHaveBeenCalled();
      expect(answers[1]?.destroy).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends every stream at once when the server stops, well within the drain', async () => {
    const store = await SqlStore.openPostgres({ url, poolSize: 3 });
    const server = await startServer(testConfig({ host: '127.0.0.1', port: 0 }), { store });
    await publishStatus(store, { code: 'STRM10' }, new Date());
    const events = readEvents(await fetch(`${server.url}/api/${STATUS_STREAM.path}?accessCode=STRM10`));
    await events.next();
    const stopping = Date.now();
    await server.shutdown();
    expect(await events.closedWithin(1_000)).toBe(true);
    expect(Date.now() - stopping).toBeLessThan(5_000);
  });
});

describe('writes of one status through two servers at once', () => {
  it('all succeed, each later than the last, and the one acknowledged last stands', async () => {
    const first = await instance();
    const second = await instance();
    const status = await publishStatus(first.store, { code: 'ORDER1' }, new Date());
    // Every write read the clock before its turn came: the same moment, so the database must order them.
    const at = new Date();
    const written = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? first : second).store.updateStatus(
          status.id,
          status.owner,
          { details: { info: `write ${n}` } },
          at,
        ),
      ),
    );
    const acknowledged = written.map((write) => {
      if (!write) throw new Error('A write was refused.');
      return write;
    });
    const times = acknowledged.map((write) => write.updatedAt.getTime());
    expect(new Set(times).size).toBe(20);
    expect(new Set(acknowledged.map((write) => write.version)).size).toBe(20);
    const latest = acknowledged.reduce((a, b) => (a.updatedAt > b.updatedAt ? a : b));
    expect(latest.version).toBe(21);
    const standing = await first.store.readStatus(status.id);
    expect(standing?.details.info).toBe(latest.details.info);
    expect(standing?.updatedAt.getTime()).toBe(Math.max(...times));
  });
});
