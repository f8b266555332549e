import {
  EXPIRED_REASON,
  FREE_TEXT_MESSAGE,
  getSnapshotState,
  MAX_LIVE_STATUSES,
  STATUS_FIELD_MESSAGES,
  StatusSnapshot,
} from '@safety-companion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/store-readers.js';
import { from, testClock, testConfig, useTestStore } from '../../test/support.js';
import { createTestIssuer } from '../../test/test-issuer.js';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';

const store = useTestStore();
let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
beforeAll(async () => {
  issuer = await createTestIssuer();
});
afterAll(() => issuer.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RETENTION_HOURS = 24;
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LOUVRE = { latitude: 48.8606, longitude: 2.3376 };

function setup(options: { drawAccessCode?: () => string } = {}) {
  const clock = testClock(Date.UTC(2026, 10, 23, 18));
  const config = testConfig({
    firebaseProjectId: issuer.projectId,
    authJwksUrl: issuer.jwksUrl,
    statusRetentionHours: RETENTION_HOURS,
  });
  const app = createApp({ store: store(), config, clock: clock.now, ...options });

  async function call(method: string, path: string, user: string | null, body?: unknown) {
    const headers: Record<string, string> = {};
    if (user) headers.Authorization = `Bearer ${await issuer.sign(clock.now(), { sub: user })}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(
      `/api${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      from('203.0.113.40'),
    );
  }

  return {
    clock,
    call,
    async start(body: Record<string, unknown> = {}, user = 'alice') {
      const response = await call('POST', '/statuses', user, {
        timezone: 'Europe/Paris',
        location: PARIS,
        ...body,
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; accessCode: string; snapshot: StatusSnapshot };
    },
    lookup: (code: string) => call('GET', `/getSnapshot?accessCode=${code}`, null),
    sweep: () => store().sweepStatuses(new Date(clock.now()), RETENTION_HOURS),
  };
}

async function snapshotOf(response: Response): Promise<StatusSnapshot> {
  expect(response.status).toBe(200);
  return StatusSnapshot.parse(await response.json());
}

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(await response.json()).toEqual({ message });
}

describe('a status from start to stop', () => {
  it('is created, updated, switched to emergency, stopped, ended for the retention, then unknown', async () => {
    const { call, start, lookup, clock, sweep } = setup();
    const created = await start({
      info: 'Back by 9',
      timerDetails: { who: 'Sam', what: 'Dinner', where: 'Le Marais' },
      startLocation: PARIS,
      photo_url: 'https://photos.example.org/me.jpg',
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.accessCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(created.snapshot).toMatchObject({
      accessCode: created.accessCode,
      emergency: false,
      info: 'Back by 9',
    });
    const code = created.accessCode;

    const first = await snapshotOf(await lookup(code));
    expect(getSnapshotState(first)).toBe('active');
    expect(first).toMatchObject({
      accessCode: code,
      location: PARIS,
      startLocation: PARIS,
      timezone: 'Europe/Paris',
      photo_url: 'https://photos.example.org/me.jpg',
      timerDetails: { who: 'Sam', what: 'Dinner', where: 'Le Marais' },
    });

    clock.advance(5 * MINUTE);
    const moved = await call('PATCH', `/statuses/${created.id}`, 'alice', { location: LOUVRE });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('Cache-Control')).toBe('no-store');
    const { snapshot: afterMove } = (await moved.json()) as { snapshot: StatusSnapshot };
    expect(afterMove.location).toEqual(LOUVRE);
    expect(afterMove.info).toBe('Back by 9');
    expect(afterMove.timestamp).toBe(new Date(clock.now()).toISOString());
    expect(afterMove.timestamp).not.toBe(first.timestamp);

    clock.advance(MINUTE);
    expect((await call('PATCH', `/statuses/${created.id}`, 'alice', { emergency: true })).status).toBe(200);
    const emergency = await snapshotOf(await lookup(code));
    expect(getSnapshotState(emergency)).toBe('emergency');
    expect(emergency.location).toEqual(LOUVRE);
    expect(emergency.timestamp).toBe(new Date(clock.now()).toISOString());
    // Since when: the switch from off to on, kept through later updates, cleared by the switch off.
    const switchedOn = new Date(clock.now()).toISOString();
    expect(first.emergencySince).toBeNull();
    expect(emergency.emergencySince).toBe(switchedOn);
    clock.advance(MINUTE);
    await call('PATCH', `/statuses/${created.id}`, 'alice', { location: PARIS, emergency: true });
    expect((await snapshotOf(await lookup(code))).emergencySince).toBe(switchedOn);
    clock.advance(MINUTE);
    await call('PATCH', `/statuses/${created.id}`, 'alice', { emergency: false });
    expect((await snapshotOf(await lookup(code))).emergencySince).toBeNull();
    clock.advance(MINUTE);
    await call('PATCH', `/statuses/${created.id}`, 'alice', { emergency: true });
    expect((await snapshotOf(await lookup(code))).emergencySince).toBe(new Date(clock.now()).toISOString());

    const stopped = await call('DELETE', `/statuses/${created.id}`, 'alice');
    expect(stopped.status).toBe(204);
    expect(await stopped.text()).toBe('');
    expect(await rowsOf(store(), 'statuses')).toEqual([]);
    const kept = await rowsOf(store(), 'ended_statuses');
    expect(kept).toHaveLength(1);
    expect(Object.keys(kept[0] as object).sort()).toEqual(['code_hash', 'forget_at']);
    await expectError(await lookup(code), 410, 'This status has ended.');
    expect((await call('PATCH', `/statuses/${created.id}`, 'alice', { emergency: false })).status).toBe(404);
    expect((await call('DELETE', `/statuses/${created.id}`, 'alice')).status).toBe(404);

    clock.advance(RETENTION_HOURS * HOUR - 1);
    expect((await lookup(code)).status).toBe(410);
    clock.advance(1);
    await expectError(await lookup(code), 404, ERROR_MESSAGES.userNotFound);
    expect(await sweep()).toEqual({ ended: 0, forgotten: 1 });
    expect(await rowsOf(store(), 'ended_statuses')).toEqual([]);
  });

  it('shows an expired countdown as expired when read, keeps it for the retention, then deletes it', async () => {
    const { call, start, lookup, clock, sweep } = setup();
    const endTime = new Date(clock.now() + 30 * MINUTE).toISOString();
    const { id, accessCode } = await start({ endTime, info: 'Hike' });
    expect((await snapshotOf(await lookup(accessCode))).reason).toBe('Countdown running');

    clock.advance(30 * MINUTE - 1);
    expect(getSnapshotState(await snapshotOf(await lookup(accessCode)))).toBe('active');
    clock.advance(1);
    const expired = await snapshotOf(await lookup(accessCode));
    expect(expired.reason).toBe(EXPIRED_REASON);
    expect(expired.endTime).toBe(endTime);
    expect(await sweep()).toEqual({ ended: 0, forgotten: 0 });

    clock.advance(RETENTION_HOURS * HOUR - 1);
    expect((await snapshotOf(await lookup(accessCode))).reason).toBe(EXPIRED_REASON);
    clock.advance(1);
    // Past its retention it has ended, even before the sweep has run.
    expect((await lookup(accessCode)).status).toBe(410);
    expect(await sweep()).toEqual({ ended: 1, forgotten: 0 });
    expect(await rowsOf(store(), 'statuses')).toEqual([]);
    expect((await call('DELETE', `/statuses/${id}`, 'alice')).status).toBe(404);

    clock.advance(RETENTION_HOURS * HOUR);
    expect(await sweep()).toEqual({ ended: 0, forgotten: 1 });
    expect((await lookup(accessCode)).status).toBe(404);
    expect(await rowsOf(store(), 'ended_statuses')).toEqual([]);
  });

  it('lets the app move or clear the end time of a countdown', async () => {
    const { call, start, lookup, clock } = setup();
    const { id, accessCode } = await start({ endTime: new Date(clock.now() + MINUTE).toISOString() });
    clock.advance(2 * MINUTE);
    expect((await snapshotOf(await lookup(accessCode))).reason).toBe(EXPIRED_REASON);
    const later = new Date(clock.now() + HOUR).toISOString();
    expect((await call('PATCH', `/statuses/${id}`, 'alice', { endTime: later })).status).toBe(200);
    expect(await snapshotOf(await lookup(accessCode))).toMatchObject({
      reason: 'Countdown running',
      endTime: later,
    });
    expect((await call('PATCH', `/statuses/${id}`, 'alice', { endTime: null })).status).toBe(200);
    expect(await snapshotOf(await lookup(accessCode))).toMatchObject({
      reason: 'Activity running',
      endTime: null,
    });
  });
});

describe('who may call', () => {
  it("answers 404 to another user's PATCH and DELETE, as to an unknown id, and changes nothing", async () => {
    const { call, start, lookup } = setup();
    const { id, accessCode } = await start({}, 'alice');
    const patch = await call('PATCH', `/statuses/${id}`, 'mallory', { emergency: true });
    await expectError(patch, 404, ERROR_MESSAGES.notFound);
    await expectError(await call('DELETE', `/statuses/${id}`, 'mallory'), 404, ERROR_MESSAGES.notFound);
    const unknown = await call('DELETE', '/statuses/00000000-0000-4000-8000-000000000000', 'alice');
    await expectError(unknown, 404, ERROR_MESSAGES.notFound);
    await expectError(await call('DELETE', '/statuses/not-an-id', 'alice'), 404, ERROR_MESSAGES.notFound);
    expect((await snapshotOf(await lookup(accessCode))).emergency).toBe(false);
  });

  it('needs a token for every status call, before reading the body', async () => {
    const { call, start } = setup();
    const { id } = await start();
    for (const [method, path] of [
      ['POST', '/statuses'],
      ['PATCH', `/statuses/${id}`],
      ['DELETE', `/statuses/${id}`],
    ] as const) {
      await expectError(await call(method, path, null, { emergency: true }), 401, 'Authentication required');
    }
  });

  it('takes a DELETE without a body or a content type', async () => {
    const { start, clock } = setup();
    const { id } = await start();
    const token = await issuer.sign(clock.now(), { sub: 'alice' });
    const app = createApp({
      store: store(),
      config: testConfig({ firebaseProjectId: issuer.projectId, authJwksUrl: issuer.jwksUrl }),
      clock: clock.now,
    });
    const response = await app.request(`/api/statuses/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(204);
  });
});

describe('what a status call must send', () => {
  it.each([
    ['no time zone', { location: PARIS }, 'timezone: '],
    [
      'an unknown time zone',
      { timezone: 'Atlantis/Capital', location: PARIS },
      'timezone: Must be a time zone',
    ],
    [
      'a latitude out of range',
      { timezone: 'UTC', location: { latitude: 95, longitude: 0 } },
      'location.latitude: ',
    ],
    [
      'an http photo',
      { timezone: 'UTC', location: PARIS, photo_url: 'http://a.example/b.jpg' },
      'photo_url: ',
    ],
    ['an unknown field', { timezone: 'UTC', location: PARIS, pin: '1234' }, 'pin: Unknown field.'],
    ['an endTime that is not a date', { timezone: 'UTC', location: PARIS, endTime: 'soon' }, 'endTime: '],
  ])('refuses a start with %s, naming the field, and stores nothing', async (_case, body, message) => {
    const { call } = setup();
    const response = await call('POST', '/statuses', 'alice', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message.startsWith(message)).toBe(true);
    expect(await rowsOf(store(), 'statuses')).toEqual([]);
  });

  it('accepts UTC and refuses an empty or unknown change', async () => {
    const { call, start } = setup();
    const { id } = await start({ timezone: 'UTC' });
    await expectError(
      await call('PATCH', `/statuses/${id}`, 'alice', {}),
      400,
      'Send at least one field to change.',
    );
    await expectError(
      await call('PATCH', `/statuses/${id}`, 'alice', { timezone: 'UTC' }),
      400,
      ERROR_MESSAGES.unknownFields(['timezone']),
    );
  });
});

describe('the text a status holds', () => {
  it.each([
    ['a C1 control in info', { info: 'next\u0085line' }, 'info'],
    ['a CSI in info', { info: '\u009b31m red' }, 'info'],
    ['a right-to-left override in info', { info: 'pay \u202Eoc.evil' }, 'info'],
    ['an isolate in timerDetails.who', { timerDetails: { who: 'Sam \u2066x\u2069' } }, 'timerDetails.who'],
    ['an embedding in timerDetails.what', { timerDetails: { what: '\u202Bdinner' } }, 'timerDetails.what'],
    ['a line break in timerDetails.where', { timerDetails: { where: 'Le\nMarais' } }, 'timerDetails.where'],
    ['a tab in timerDetails.who', { timerDetails: { who: 'Sam\tLee' } }, 'timerDetails.who'],
  ])('refuses %s with 400 naming the field, on start and on update', async (_case, fields, field) => {
    const { call, start } = setup();
    const message = `${field}: ${FREE_TEXT_MESSAGE}`;
    await expectError(
      await call('POST', '/statuses', 'alice', { timezone: 'UTC', location: PARIS, ...fields }),
      400,
      message,
    );
    expect(await rowsOf(store(), 'statuses')).toEqual([]);
    const { id } = await start();
    await expectError(await call('PATCH', `/statuses/${id}`, 'alice', fields), 400, message);
  });

  it('keeps line breaks and tabs in info, and right-to-left text with its marks', async () => {
    const { start } = setup();
    const info = 'Back by 9\n\tCall me if not\r\nמחר \u200Fבבוקר';
    const { snapshot } = await start({
      info,
      timerDetails: { who: 'سام', what: 'Dinner', where: 'Le Marais' },
    });
    expect(snapshot.info).toBe(info);
  });
});

describe('odd values', () => {
  it.each([
    'https://user:pw@photos.example.com/p.jpg',
    'https://user@photos.example.com/p.jpg',
    'https://:pw@photos.example.com/p.jpg',
  ])('refuses the photo_url %s with credentials in it', async (photoUrl) => {
    const { call, start } = setup();
    const message = `photo_url: ${STATUS_FIELD_MESSAGES.photoUrlCredentials}`;
    await expectError(
      await call('POST', '/statuses', 'alice', { timezone: 'UTC', location: PARIS, photo_url: photoUrl }),
      400,
      message,
    );
    const { id } = await start();
    await expectError(await call('PATCH', `/statuses/${id}`, 'alice', { photo_url: photoUrl }), 400, message);
  });

  it('refuses an endTime the retention or more in the past, on start and on update', async () => {
    const { call, start, clock } = setup();
    const message = `endTime: ${STATUS_FIELD_MESSAGES.endTimePast(RETENTION_HOURS)}`;
    const longAgo = new Date(clock.now() - RETENTION_HOURS * HOUR - MINUTE).toISOString();
    await expectError(
      await call('POST', '/statuses', 'alice', { timezone: 'UTC', location: PARIS, endTime: longAgo }),
      400,
      message,
    );
    expect(await rowsOf(store(), 'statuses')).toEqual([]);
    const { id } = await start();
    await expectError(await call('PATCH', `/statuses/${id}`, 'alice', { endTime: longAgo }), 400, message);

    // A countdown that ran out a while ago is still an alarm the heroes see.
    const anHourAgo = new Date(clock.now() - HOUR).toISOString();
    const { accessCode } = await start({ endTime: anHourAgo });
    expect((await snapshotOf(await setup().lookup(accessCode))).reason).toBe(EXPIRED_REASON);
  });
});

describe('live statuses of one user', () => {
  it(`are at most ${MAX_LIVE_STATUSES}: the next start answers 409 and says why, until one is stopped`, async () => {
    const { call, start } = setup();
    const ids: string[] = [];
    for (let i = 0; i < MAX_LIVE_STATUSES; i++) ids.push((await start()).id);
    const refused = await call('POST', '/statuses', 'alice', { timezone: 'UTC', location: PARIS });
    await expectError(refused, 409, ERROR_MESSAGES.tooManyStatuses);
    expect(ERROR_MESSAGES.tooManyStatuses).toContain(`${MAX_LIVE_STATUSES} live statuses`);
    expect(await rowsOf(store(), 'statuses')).toHaveLength(MAX_LIVE_STATUSES);
    // Another user is not affected.
    await start({}, 'bob');
    expect((await call('DELETE', `/statuses/${ids[0]}`, 'alice')).status).toBe(204);
    await start();
  });

  it('cannot pass the limit with starts sent all at once', async () => {
    const { call } = setup();
    const responses = await Promise.all(
      Array.from({ length: MAX_LIVE_STATUSES + 10 }, () =>
        call('POST', '/statuses', 'alice', { timezone: 'UTC', location: PARIS }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_LIVE_STATUSES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await rowsOf(store(), 'statuses')).toHaveLength(MAX_LIVE_STATUSES);
  });
});

describe('access codes', () => {
  it('are 6 of A–Z0–9 and unique across many live statuses', async () => {
    const { start } = setup();
    const codes = [];
    for (let i = 0; i < 60; i++) codes.push((await start({}, `user-${i}`)).accessCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are never handed out again while live or recently ended', async () => {
    const draws = ['SAME01', 'SAME01', 'NEXT02', 'SAME01', 'NEXT02', 'THIRD3'];
    const { start, call } = setup({ drawAccessCode: () => draws.shift() ?? 'NEVER9' });
    const first = await start();
    expect(first.accessCode).toBe('SAME01');
    expect((await start()).accessCode).toBe('NEXT02');
    expect((await call('DELETE', `/statuses/${first.id}`, 'alice')).status).toBe(204);
    // SAME01 has ended and NEXT02 is live: the next free draw wins.
    expect((await start()).accessCode).toBe('THIRD3');
  });

  it('gives up with 503 when no free code can be drawn', async () => {
    const { start, call } = setup({ drawAccessCode: () => 'STUCK1' });
    await start();
    const response = await call('POST', '/statuses', 'alice', { timezone: 'UTC', location: PARIS });
    await expectError(response, 503, ERROR_MESSAGES.noAccessCode);
  });

  it('do not count as failed guesses when they find a live or ended status', async () => {
    const { start, call, lookup } = setup();
    const live = await start();
    const ended = await start();
    await call('DELETE', `/statuses/${ended.id}`, 'alice');
    for (let i = 0; i < 15; i++) {
      expect((await lookup(live.accessCode)).status).toBe(200);
      expect((await lookup(ended.accessCode)).status).toBe(410);
    }
    for (let i = 0; i < 10; i++) expect((await lookup(`MISS0${i}`)).status).toBe(404);
    expect((await lookup('MISS10')).status).toBe(429);
  });
});

describe('what the phone knows', () => {
  it('carries the location accuracy and the battery to the heroes; null clears the battery', async () => {
    const { call, start, lookup } = setup();
    const created = await start({
      location: { ...PARIS, accuracy: 35 },
      battery: { level: 0.12, charging: false },
    });
    expect(created.snapshot.location).toEqual({ ...PARIS, accuracy: 35 });
    expect(created.snapshot.battery).toEqual({ level: 0.12, charging: false });

    expect(
      (await call('PATCH', `/statuses/${created.id}`, 'alice', { battery: { level: 0.1, charging: true } }))
        .status,
    ).toBe(200);
    expect((await snapshotOf(await lookup(created.accessCode))).battery).toEqual({
      level: 0.1,
      charging: true,
    });

    // A new position without an accuracy says nothing of how precise it is.
    const moved = await call('PATCH', `/statuses/${created.id}`, 'alice', {
      location: LOUVRE,
      battery: null,
    });
    expect(moved.status).toBe(200);
    const seen = await snapshotOf(await lookup(created.accessCode));
    expect(seen.location).toEqual(LOUVRE);
    expect(seen.battery).toBeNull();
  });

  it.each([
    [
      'an accuracy past 100 km',
      { location: { ...PARIS, accuracy: 100_001 } },
      `location.accuracy: ${STATUS_FIELD_MESSAGES.accuracy}`,
    ],
    [
      'a battery level past 1',
      { battery: { level: 12, charging: false } },
      `battery.level: ${STATUS_FIELD_MESSAGES.batteryLevel}`,
    ],
    [
      'a battery without charging',
      { battery: { level: 0.5 } },
      `battery.charging: ${STATUS_FIELD_MESSAGES.charging}`,
    ],
  ])('answers 400 naming the field for %s', async (_case, body, message) => {
    const { call, start } = setup();
    const created = await start();
    await expectError(await call('PATCH', `/statuses/${created.id}`, 'alice', body), 400, message);
  });
});
