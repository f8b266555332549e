import { STATUS_STREAM, StatusSnapshot } from '@safety-companion/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readEvents } from '../../test/sse.js';
import { readable, rowsOf } from '../../test/store-readers.js';
import { createTestDatabase, from, testConfig, useDevelopmentIdentity } from '../../test/support.js';
import { createApp } from '../app.js';
import { SqlStore } from '../store/sql-store.js';

// Who and where: the name the person shows their heroes, and the trail of positions a status keeps while it lives.
const stores: SqlStore[] = [];
const riley = useDevelopmentIdentity('riley');
afterAll(async () => {
  for (const store of stores) await store.close();
});

/** Two app instances on one new database, and the first one's store, which the test readers read. */
async function twoInstances() {
  const url = await createTestDatabase();
  const opened = await Promise.all([0, 1].map(() => SqlStore.openPostgres({ url, poolSize: 3 })));
  stores.push(...opened);
  const [first, second] = opened as [SqlStore, SqlStore];
  return [
    createApp({ store: first, config: testConfig(), developmentIdentity: riley.identity() }),
    createApp({ store: second, config: testConfig(), developmentIdentity: riley.identity() }),
    readable(first, url),
  ] as const;
}

const at = (app: ReturnType<typeof createApp>, method: string, path: string, body?: unknown) =>
  app.request(
    `/api${path}`,
    { method, headers: riley.headers(), body: body === undefined ? undefined : JSON.stringify(body) },
    from('127.0.0.1'),
  );
const point = (n: number) => ({ latitude: 41.88 + n / 10_000, longitude: -87.63, accuracy: 10 + n });

async function start(app: ReturnType<typeof createApp>, body: Record<string, unknown> = {}) {
  const response = await at(app, 'POST', '/statuses', {
    timezone: 'America/Chicago',
    location: point(0),
    startLocation: { latitude: 41.87, longitude: -87.62 },
    displayName: ' Riley ',
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; accessCode: string; snapshot: StatusSnapshot };
}

const lookup = async (app: ReturnType<typeof createApp>, code: string) =>
  StatusSnapshot.parse(
    await (await app.request(`/api/getSnapshot?accessCode=${code}`, {}, from('192.0.2.9'))).json(),
  );

describe("a status's name", () => {
  it('is set by the app, trimmed, changed and cleared, and shown in the snapshot', async () => {
    const [first, second] = await twoInstances();
    const { id, accessCode, snapshot } = await start(first);
    expect(snapshot.displayName).toBe('Riley');
    expect((await lookup(second, accessCode)).displayName).toBe('Riley');
    expect((await at(first, 'PATCH', `/statuses/${id}`, { displayName: 'Riley M.' })).status).toBe(200);
    expect((await lookup(second, accessCode)).displayName).toBe('Riley M.');
    expect((await at(first, 'PATCH', `/statuses/${id}`, { displayName: null })).status).toBe(200);
    expect((await lookup(second, accessCode)).displayName).toBeNull();
  });

  it('refuses a name that does not read as one, or is longer than 40 characters', async () => {
    const [app] = await twoInstances();
    for (const [displayName, message] of [
      ['\u3164', 'displayName: Remove the invisible characters.'],
      ['R'.repeat(41), 'displayName: Must be at most 40 characters.'],
    ]) {
      const response = await at(app, 'POST', '/statuses', {
        timezone: 'UTC',
        location: point(0),
        displayName,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
  });
});

describe("a status's trail", () => {
  it('keeps the start first, then each reported position with its accuracy and time, on both instances', async () => {
    const [first, second] = await twoInstances();
    const { id, accessCode, snapshot } = await start(first);
    // The app's own answers carry the positions their writes added.
    expect(snapshot.trail).toHaveLength(2);
    const moved = await at(first, 'PATCH', `/statuses/${id}`, { location: point(2) });
    expect(((await moved.json()) as { snapshot: StatusSnapshot }).snapshot.trail).toHaveLength(3);
    const events = readEvents(
      await second.request(`/api/${STATUS_STREAM.path}?accessCode=${accessCode}`, {}, from('192.0.2.9')),
    );
    const initial = JSON.parse((await events.next()).data) as StatusSnapshot;
    expect(initial.trail?.map(({ latitude, longitude }) => [latitude, longitude])).toEqual([
      [41.87, -87.62],
      [41.88, -87.63],
      [point(2).latitude, -87.63],
    ]);
    expect(initial.trail?.[1]?.accuracy).toBe(10);
    // A change of anything but the position adds nothing.
    expect((await at(first, 'PATCH', `/statuses/${id}`, { info: 'Still walking' })).status).toBe(200);
    expect((await at(first, 'PATCH', `/statuses/${id}`, { location: point(1) })).status).toBe(200);
    let latest = initial;
    while ((latest.trail?.length ?? 0) < 4) latest = JSON.parse((await events.next()).data) as StatusSnapshot;
    expect(latest.trail?.at(-1)).toMatchObject({ latitude: point(1).latitude, accuracy: 11 });
    expect(Number.isNaN(Date.parse(latest.trail?.at(-1)?.at ?? ''))).toBe(false);
    await events.close();
  });

  it('keeps the last 100 positions: the write that adds the 101st deletes the oldest', async () => {
    const [app] = await twoInstances();
    const { id, accessCode } = await start(app, { startLocation: null });
    for (let n = 1; n <= 104; n++) {
      expect((await at(app, 'PATCH', `/statuses/${id}`, { location: point(n) })).status).toBe(200);
    }
    const trail = (await lookup(app, accessCode)).trail ?? [];
    expect(trail).toHaveLength(100);
    expect(trail[0]?.latitude).toBe(point(5).latitude);
    expect(trail.at(-1)?.latitude).toBe(point(104).latitude);
  });

  it('is deleted with the status when it is stopped', async () => {
    const [app, , reader] = await twoInstances();
    const { id } = await start(app);
    expect(await rowsOf(reader, 'status_positions')).toHaveLength(2);
    expect((await at(app, 'DELETE', `/statuses/${id}`)).status).toBe(204);
    expect(await rowsOf(reader, 'status_positions')).toEqual([]);
  });
});
