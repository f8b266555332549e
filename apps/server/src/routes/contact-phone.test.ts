import { STATUS_FIELD_MESSAGES, StatusSnapshot } from '@safety-companion/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readable, rowsOf } from '../../test/store-readers.js';
import {
  createTestDatabase,
  from,
  postJson,
  testConfig,
  useDevelopmentIdentity,
} from '../../test/support.js';
import { createAdmin } from '../admin/accounts.js';
import { createApp } from '../app.js';
import { createLogger } from '../log.js';
import { SqlStore } from '../store/sql-store.js';

// The person's phone number for their heroes (contactPhone): set, changed and taken back by the app, shown to
// heroes, and nowhere else: not in a log line, not in the admin views, and gone with the status.
const PHONE = '+13125550123';
const riley = useDevelopmentIdentity('riley');
const stores: SqlStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
});

async function setUp() {
  const url = await createTestDatabase();
  const store = readable(await SqlStore.openPostgres({ url, poolSize: 3 }), url);
  stores.push(store);
  const log: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void log.push(line) });
  const CHEAP = { n: 2 ** 10, r: 8, p: 1 };
  const app = createApp({
    store,
    config: testConfig(),
    developmentIdentity: riley.identity(),
    logger,
    passwordCost: CHEAP,
  });
  const call = (method: string, path: string, body?: unknown) =>
    app.request(
      `/api${path}`,
      { method, headers: riley.headers(), body: body === undefined ? undefined : JSON.stringify(body) },
      from('127.0.0.1'),
    );
  const lookup = async (code: string) =>
    app.request(`/api/getSnapshot?accessCode=${code}`, {}, from('192.0.2.9'));
  const start = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/statuses', {
      timezone: 'America/Chicago',
      location: { latitude: 41.88, longitude: -87.63 },
      ...body,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; accessCode: string; snapshot: StatusSnapshot };
  };
  return { app, store, log, call, lookup, start, CHEAP };
}

describe("the person's phone number", () => {
  it('is shared by the app, shown to heroes, changed and taken back', async () => {
    const { call, lookup, start } = await setUp();
    const { id, accessCode, snapshot } = await start({ contactPhone: PHONE });
    expect(snapshot.contactPhone).toBe(PHONE);
    const seen = StatusSnapshot.parse(await (await lookup(accessCode)).json());
    expect(seen.contactPhone).toBe(PHONE);

    expect((await call('PATCH', `/statuses/${id}`, { contactPhone: '+447700900123' })).status).toBe(200);
    expect(StatusSnapshot.parse(await (await lookup(accessCode)).json()).contactPhone).toBe('+447700900123');
    expect((await call('PATCH', `/statuses/${id}`, { contactPhone: null })).status).toBe(200);
    expect(StatusSnapshot.parse(await (await lookup(accessCode)).json()).contactPhone).toBeNull();

    // A status started without one has none.
    expect((await start({})).snapshot.contactPhone).toBeNull();
  });

  it('is refused unless it is E.164 (a plus, then 7 to 15 digits, the first not 0)', async () => {
    const { call, start } = await setUp();
    for (const wrong of [
      '3125550123',
      '+0312555012',
      '+1 312 555 0123',
      '+123456',
      '+1234567890123456',
      12,
    ]) {
      const response = await call('POST', '/statuses', {
        timezone: 'UTC',
        location: { latitude: 1, longitude: 2 },
        contactPhone: wrong,
      });
      expect(response.status, String(wrong)).toBe(400);
      expect(await response.json()).toEqual({
        message: `contactPhone: ${STATUS_FIELD_MESSAGES.contactPhone}`,
      });
    }
    expect((await start({ contactPhone: '+1234567' })).snapshot.contactPhone).toBe('+1234567');
  });

  it('never reaches a log line or the admin views, and is deleted with the status', async () => {
    const { app, store, log, call, lookup, start, CHEAP } = await setUp();
    const { id, accessCode } = await start({ contactPhone: PHONE, displayName: 'Riley' });
    await call('PATCH', `/statuses/${id}`, { emergency: true, contactPhone: PHONE });
    await call('PATCH', `/statuses/${id}`, { contactPhone: 'not a number' });
    await lookup(accessCode);
    await call('GET', `/statuses/${id}`);

    await createAdmin(store, { username: 'ada', password: 'a long enough password' }, new Date(), CHEAP);
    const login = await postJson(app, '/api/admin/login', {
      username: 'ada',
      password: 'a long enough password',
    });
    const cookie = login.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    for (const path of ['/api/admin/session', '/api/admin/feedback']) {
      const answer = await app.request(path, { headers: { Cookie: cookie } }, from('203.0.113.10'));
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).not.toContain(PHONE.slice(1));
    }

    // Kept, while the status lives, in its row only.
    expect(JSON.stringify(await rowsOf(store, 'statuses'))).toContain(PHONE);
    expect((await call('DELETE', `/statuses/${id}`)).status).toBe(204);
    for (const table of [
      'statuses',
      'status_positions',
      'ended_statuses',
      'push_outbox',
      'throttle_events',
    ] as const) {
      expect(JSON.stringify(await rowsOf(store, table)), table).not.toContain(PHONE.slice(1));
    }
    expect(log.length).toBeGreaterThan(5);
    expect(log.join('\n')).not.toContain(PHONE.slice(1));
  });
});
