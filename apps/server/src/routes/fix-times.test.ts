import { MAX_FIX_AGE_HOURS, STATUS_FIELD_MESSAGES, StatusSnapshot } from '@safety-companion/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readable, rowsOf } from '../../test/store-readers.js';
import {
  createTestDatabase,
  from,
  testClock,
  testConfig,
  useDevelopmentIdentity,
} from '../../test/support.js';
import { createApp } from '../app.js';
import { CLOCK_TOLERANCE_SECONDS } from '../auth.js';
import { SqlStore } from '../store/sql-store.js';

// When the phone took a position (`location.takenAt`): checked, kept with the status and its trail, and sent to
// the heroes, while the snapshot's `timestamp` stays the time the server received the update.
const MINUTE = 60_000;
const stores: SqlStore[] = [];
const riley = useDevelopmentIdentity('riley');
afterAll(async () => {
  for (const store of stores) await store.close();
});

async function setUp() {
  const url = await createTestDatabase();
  const store = await SqlStore.openPostgres({ url, poolSize: 3 });
  stores.push(store);
  const clock = testClock(Date.parse('2026-11-28T22:50:00.000Z'));
  const app = createApp({
    store,
    config: testConfig(),
    developmentIdentity: riley.identity(),
    clock: clock.now,
  });
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await app.request(
      `/api${path}`,
      { method, headers: riley.headers(), body: body === undefined ? undefined : JSON.stringify(body) },
      from('127.0.0.1'),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const lookup = async (code: string) =>
    StatusSnapshot.parse(
      await (await app.request(`/api/getSnapshot?accessCode=${code}`, {}, from('192.0.2.9'))).json(),
    );
  return { clock, send, lookup, reader: readable(store, url) };
}

const HERE = { latitude: 41.8809, longitude: -87.6329, accuracy: 12 };
const iso = (ms: number) => new Date(ms).toISOString();

describe('the fix time of a position', () => {
  it('is kept as the server writes times, in the snapshot and its trail; the timestamp stays the server’s', async () => {
    const { clock, send, lookup } = await setUp();
    const takenAt = iso(clock.now() - 20_000).replace('Z', '+00:00');
    const started = await send('POST', '/statuses', {
      timezone: 'UTC',
      location: { ...HERE, takenAt },
      startLocation: { latitude: 41.8789, longitude: -87.6359, takenAt: iso(clock.now() - 30 * MINUTE) },
    });
    expect(started.status).toBe(201);
    const { id, accessCode } = started.body as { id: string; accessCode: string };
    let snapshot = await lookup(accessCode);
    expect(snapshot.location?.takenAt).toBe(iso(clock.now() - 20_000));
    expect(snapshot.timestamp).toBe(iso(clock.now()));
    expect(snapshot.trail?.map((point) => point.takenAt)).toEqual([
      iso(clock.now() - 30 * MINUTE),
      iso(clock.now() - 20_000),
    ]);

    // A position sent late, as a phone sends one it took without signal: its own time, received now.
    clock.advance(5 * MINUTE);
    const late = iso(clock.now() - 4 * MINUTE);
    const moved = { latitude: 41.8819, longitude: -87.6329, takenAt: late };
    expect((await send('PATCH', `/statuses/${id}`, { location: moved })).status).toBe(200);
    snapshot = await lookup(accessCode);
    expect(snapshot.location).toEqual(moved);
    expect(snapshot.timestamp).toBe(iso(clock.now()));
    expect(snapshot.trail?.at(-1)).toMatchObject({ at: iso(clock.now()), takenAt: late });

    // Without one, the position has none; nor do the positions of the trail kept without one.
    clock.advance(MINUTE);
    expect((await send('PATCH', `/statuses/${id}`, { location: HERE })).status).toBe(200);
    snapshot = await lookup(accessCode);
    expect(snapshot.location).toEqual(HERE);
    expect(snapshot.trail?.at(-1)?.takenAt).toBeNull();
  });

  it('sent again for the same place is a later fix of that place, not a new position of the trail', async () => {
    const { clock, send, lookup, reader } = await setUp();
    const started = await send('POST', '/statuses', {
      timezone: 'UTC',
      location: { ...HERE, takenAt: iso(clock.now()) },
    });
    const { id, accessCode } = started.body as { id: string; accessCode: string };
    clock.advance(MINUTE);
    const again = { ...HERE, takenAt: iso(clock.now()) };
    expect((await send('PATCH', `/statuses/${id}`, { location: again })).status).toBe(200);
    const snapshot = await lookup(accessCode);
    expect(snapshot.location?.takenAt).toBe(again.takenAt);
    expect(snapshot.trail).toHaveLength(1);
    expect(await rowsOf(reader, 'status_positions')).toHaveLength(1);
  });

  it('may be ahead of the server’s clock by its tolerance, no more, and less than 24 hours old', async () => {
    const { clock, send } = await setUp();
    const tolerance = CLOCK_TOLERANCE_SECONDS * 1_000;
    const started = await send('POST', '/statuses', {
      timezone: 'UTC',
      location: { ...HERE, takenAt: iso(clock.now() + tolerance) },
    });
    expect(started.status).toBe(201);
    const { id } = started.body as { id: string };
    const oldest = clock.now() - MAX_FIX_AGE_HOURS * 3_600_000;
    expect(
      (await send('PATCH', `/statuses/${id}`, { location: { ...HERE, takenAt: iso(oldest + 1) } })).status,
    ).toBe(200);

    const future = `location.takenAt: ${STATUS_FIELD_MESSAGES.takenAtFuture}`;
    const old = `location.takenAt: ${STATUS_FIELD_MESSAGES.takenAtPast(MAX_FIX_AGE_HOURS)}`;
    for (const [body, message] of [
      [{ location: { ...HERE, takenAt: iso(clock.now() + tolerance + 1) } }, future],
      [{ location: { ...HERE, takenAt: iso(oldest) } }, old],
      [
        { location: { ...HERE, takenAt: '2026-11-28 22:50' } },
        `location.takenAt: ${STATUS_FIELD_MESSAGES.takenAt}`,
      ],
    ] as const) {
      expect(await send('PATCH', `/statuses/${id}`, body)).toEqual({ status: 400, body: { message } });
    }
    expect(
      await send('POST', '/statuses', {
        timezone: 'UTC',
        location: HERE,
        startLocation: { ...HERE, takenAt: iso(clock.now() + 2 * tolerance) },
      }),
    ).toEqual({
      status: 400,
      body: { message: `startLocation.takenAt: ${STATUS_FIELD_MESSAGES.takenAtFuture}` },
    });
  });
});
