import { ACCESS_CODE_MESSAGES, StatusSnapshot } from '@safety-companion/contract';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import {
  from,
  publishStatus,
  TEST_DETAILS,
  testClock,
  testConfig,
  useTestStore,
} from '../../test/support.js';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';

const store = useTestStore();
const MINUTE = 60_000;
const LIVE_CODE = 'LIVE42';

async function setup(options: { failedLookupAlertPerHour?: number } = {}) {
  const clock = testClock();
  const warn = vi.fn<(message: string) => void>();
  const config = testConfig({ failedLookupAlertPerHour: options.failedLookupAlertPerHour ?? 200 });
  const app = createApp({ store: store(), config, clock: clock.now, warn });
  await publishStatus(store(), { code: LIVE_CODE }, new Date(clock.now()));
  return { app, clock, warn, config };
}

function lookup(app: ReturnType<typeof createApp>, query: string, address = '203.0.113.20') {
  return app.request(`/api/getSnapshot${query}`, {}, from(address));
}

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(await response.json()).toEqual({ message });
}

describe('GET /api/getSnapshot', () => {
  it('answers the stored snapshot of a live code, not to be cached', async () => {
    const { app } = await setup();
    const response = await lookup(app, `?accessCode=${LIVE_CODE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await response.json();
    const started = new Date(testClock().now()).toISOString();
    expect(body).toEqual({
      ...TEST_DETAILS,
      accessCode: LIVE_CODE,
      startTime: started,
      timestamp: started,
      endTime: null,
      reason: 'Activity running',
      emergencySince: null,
      battery: null,
      acknowledgements: [],
      displayName: null,
      contactPhone: null,
      positionRequest: null,
      viewers: 0,
      // The start, then the current position, as the status reported them.
      trail: [TEST_DETAILS.startLocation, TEST_DETAILS.location].map((position) => ({
        latitude: position?.latitude,
        longitude: position?.longitude,
        accuracy: (position as { accuracy?: number })?.accuracy ?? null,
        at: started,
        takenAt: null,
      })),
    });
    expect(StatusSnapshot.parse(body)).toEqual(body);
  });

  it('answers the text of a status as the app sent it: quotes, a dash and an emoji', async () => {
    const { app, clock } = await setup();
    const info = "It's me; don't worry — 🙂";
    await publishStatus(store(), { code: 'TEXT01', details: { info } }, new Date(clock.now()));
    const body = (await (await lookup(app, '?accessCode=TEXT01')).json()) as Record<string, unknown>;
    expect(body.info).toBe(info);
  });

  it('accepts a lower-case code with spaces around it', async () => {
    const { app } = await setup();
    const response = await lookup(app, '?accessCode=%20live42%20');
    expect(response.status).toBe(200);
  });

  it.each(['slx-o6t', 'SLX O6T', 's.l.x.o.6.t', 'S1X06T', 'SIX-06T'])(
    'finds a code as people type it: %j for S1X06T',
    async (typed) => {
      const { app, clock } = await setup();
      await publishStatus(store(), { code: 'S1X06T' }, new Date(clock.now()));
      const response = await lookup(app, `?accessCode=${encodeURIComponent(typed)}`);
      expect(response.status).toBe(200);
    },
  );

  it('finds a code issued before the Crockford alphabet as it was sent, O and I included', async () => {
    const { app, clock } = await setup();
    await publishStatus(store(), { code: 'ROOM1I' }, new Date(clock.now()));
    expect((await lookup(app, '?accessCode=room-1i')).status).toBe(200);
  });

  it('refuses a code with a U as a typo', async () => {
    const { app } = await setup();
    await expectError(await lookup(app, '?accessCode=ABU123'), 400, 'accessCode: Codes never contain U.');
  });

  it('answers the full snapshot shape even when the stored snapshot lacks fields', async () => {
    const { app, clock } = await setup();
    const details = { startLocation: null, info: null, timerDetails: null, emergency: true };
    await publishStatus(store(), { code: 'SPARSE', details }, new Date(clock.now()));
    const body = (await (await lookup(app, '?accessCode=SPARSE')).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(StatusSnapshot.shape).sort());
    expect(body).toMatchObject({ accessCode: 'SPARSE', emergency: true, info: null, timerDetails: null });
  });

  it('answers 404 for an unknown code', async () => {
    const { app } = await setup();
    await expectError(await lookup(app, '?accessCode=NOPE99'), 404, ERROR_MESSAGES.userNotFound);
    expect(ERROR_MESSAGES.userNotFound).toBe('User not found.');
  });

  it.each([
    ['missing', '', `accessCode: ${ACCESS_CODE_MESSAGES.required}`],
    ['empty', '?accessCode=', `accessCode: ${ACCESS_CODE_MESSAGES.required}`],
    ['too short', '?accessCode=ABC12', `accessCode: ${ACCESS_CODE_MESSAGES.invalid}`],
    ['too long', '?accessCode=ABC1234', `accessCode: ${ACCESS_CODE_MESSAGES.invalid}`],
    ['with symbols', "?accessCode=AB'--1", `accessCode: ${ACCESS_CODE_MESSAGES.invalid}`],
    [
      'SQL',
      `?accessCode=${encodeURIComponent("' OR 1=1 --")}`,
      `accessCode: ${ACCESS_CODE_MESSAGES.invalid}`,
    ],
    [
      'non-ASCII digits',
      `?accessCode=${encodeURIComponent('ABC١٢٣')}`,
      `accessCode: ${ACCESS_CODE_MESSAGES.invalid}`,
    ],
    ['emoji', `?accessCode=${encodeURIComponent('AB😀12')}`, `accessCode: ${ACCESS_CODE_MESSAGES.invalid}`],
    ['NUL', '?accessCode=ABC%0012', `accessCode: ${ACCESS_CODE_MESSAGES.invalid}`],
    [
      'repeated',
      `?accessCode=${LIVE_CODE}&accessCode=${LIVE_CODE}`,
      ERROR_MESSAGES.repeatedParameter('accessCode'),
    ],
  ])('answers 400 for a code that is %s', async (_case, query, message) => {
    const { app } = await setup();
    await expectError(await lookup(app, query), 400, message);
  });

  it('answers 405 to other methods', async () => {
    const { app } = await setup();
    const response = await app.request(`/api/getSnapshot?accessCode=${LIVE_CODE}`, { method: 'POST' });
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    await expectError(response, 405, ERROR_MESSAGES.methodNotAllowed);
  });
});

describe('failed-lookup throttle', () => {
  it('takes 10 failed lookups in 15 minutes; the 11th gets 429 with Retry-After', async () => {
    const { app, clock } = await setup();
    for (let i = 0; i < 10; i++) {
      expect((await lookup(app, `?accessCode=MISS0${i}`)).status).toBe(404);
      clock.advance(MINUTE);
    }
    const eleventh = await lookup(app, '?accessCode=MISS10');
    // The first miss was 10 minutes ago: its slot frees in 5 minutes.
    expect(eleventh.headers.get('Retry-After')).toBe('300');
    await expectError(eleventh, 429, 'Too many attempts. Please try again in 5 minutes.');
    // Once throttled, a live code is refused too: an answer would tell a guesser that the code exists.
    expect((await lookup(app, `?accessCode=${LIVE_CODE}`)).status).toBe(429);
  });

  it('counts a code and its Crockford reading, tried together, as one failed lookup', async () => {
    const { app } = await setup();
    // Each of these tries two hashes (O as 0, I and L as 1): ten misses still leave none to spare, not five.
    for (let i = 0; i < 10; i++) expect((await lookup(app, `?accessCode=OIL00${i}`)).status).toBe(404);
    expect((await lookup(app, '?accessCode=NONE99')).status).toBe(429);
  });

  it('does not count lookups that find their status', async () => {
    const { app } = await setup();
    for (let i = 0; i < 9; i++) expect((await lookup(app, `?accessCode=MISS0${i}`)).status).toBe(404);
    for (let i = 0; i < 20; i++) expect((await lookup(app, `?accessCode=${LIVE_CODE}`)).status).toBe(200);
    expect((await lookup(app, '?accessCode=MISS09')).status).toBe(404);
    expect((await lookup(app, '?accessCode=MISS10')).status).toBe(429);
  });

  it('does not count malformed codes', async () => {
    const { app } = await setup();
    for (let i = 0; i < 15; i++) expect((await lookup(app, '?accessCode=bad')).status).toBe(400);
    expect((await lookup(app, '?accessCode=MISS00')).status).toBe(404);
  });

  it('ends its window after 15 minutes', async () => {
    const { app, clock } = await setup();
    for (let i = 0; i < 10; i++) expect((await lookup(app, `?accessCode=MISS0${i}`)).status).toBe(404);
    clock.advance(15 * MINUTE - 1);
    const waiting = await lookup(app, '?accessCode=MISS10');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('Retry-After')).toBe('1');
    clock.advance(1);
    expect((await lookup(app, '?accessCode=MISS10')).status).toBe(404);
    expect((await lookup(app, `?accessCode=${LIVE_CODE}`)).status).toBe(200);
  });

  it('counts each client on its own', async () => {
    const { app } = await setup();
    for (let i = 0; i < 10; i++) await lookup(app, `?accessCode=MISS0${i}`, '198.51.100.1');
    expect((await lookup(app, '?accessCode=MISS10', '198.51.100.1')).status).toBe(429);
    expect((await lookup(app, '?accessCode=MISS10', '198.51.100.2')).status).toBe(404);
    // The same address written as IPv4-mapped IPv6 is the same client.
    expect((await lookup(app, '?accessCode=MISS10', '::ffff:198.51.100.1')).status).toBe(429);
  });

  it('counts the /64s of one IPv6 /48 together: 25 failed lookups in 15 minutes', async () => {
    const { app } = await setup();
    // Three subscribers of one network, 10, 10 and 5 misses: the network's allowance is spent.
    for (const [subnet, misses] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ] as const) {
      for (let i = 0; i < misses; i++) {
        const response = await lookup(app, `?accessCode=NET${subnet}0${i}`, `2001:db8:7:${subnet}::1`);
        expect(response.status).toBe(404);
      }
    }
    const fourth = await lookup(app, `?accessCode=${LIVE_CODE}`, '2001:db8:7:4::1');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another /48 is not touched.
    expect((await lookup(app, `?accessCode=${LIVE_CODE}`, '2001:db8:8:1::1')).status).toBe(200);
  });

  it('is shared by two servers on one store', async () => {
    const { app: first, clock } = await setup();
    const second = createApp({ store: store(), config: testConfig(), clock: clock.now });
    for (let i = 0; i < 5; i++) expect((await lookup(first, `?accessCode=MISS0${i}`)).status).toBe(404);
    for (let i = 5; i < 10; i++) expect((await lookup(second, `?accessCode=MISS0${i}`)).status).toBe(404);
    expect((await lookup(first, '?accessCode=MISS10')).status).toBe(429);
    expect((await lookup(second, '?accessCode=MISS10')).status).toBe(429);
  });

  it('holds against a burst of concurrent guesses', async () => {
    const { app } = await setup();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => lookup(app, `?accessCode=GESS${String(i).padStart(2, '0')}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('trusts X-Forwarded-For only behind a trusted proxy', async () => {
    const { app: direct, clock } = await setup();
    const forwarded = (i: number) => ({ 'X-Forwarded-For': `198.51.100.${i}` });
    // Directly reached, a client cannot dodge the limit by inventing forwarded addresses.
    for (let i = 0; i < 10; i++) {
      await direct.request(
        `/api/getSnapshot?accessCode=MISS0${i}`,
        { headers: forwarded(i) },
        from('192.0.2.50'),
      );
    }
    const dodge = await direct.request(
      '/api/getSnapshot?accessCode=MISS10',
      { headers: forwarded(99) },
      from('192.0.2.50'),
    );
    expect(dodge.status).toBe(429);

    // Behind a trusted proxy every client shares the proxy's socket: the proxy's forwarded address counts.
    const proxied = createApp({
      store: store(),
      config: testConfig({ trustProxy: true, proxyHops: 1 }),
      clock: clock.now,
    });
    const viaProxy = (i: number, code: string) =>
      proxied.request(`/api/getSnapshot?accessCode=${code}`, { headers: forwarded(i) }, from('10.0.0.2'));
    for (let i = 0; i < 10; i++) expect((await viaProxy(1, `MISS0${i}`)).status).toBe(404);
    expect((await viaProxy(1, 'MISS10')).status).toBe(429);
    expect((await viaProxy(2, 'MISS10')).status).toBe(404);
    // The proxy appends the address it saw; what the client wrote before it does not count.
    const spoofed = await proxied.request(
      '/api/getSnapshot?accessCode=MISS10',
      { headers: { 'X-Forwarded-For': '203.0.113.77, 198.51.100.1' } },
      from('10.0.0.2'),
    );
    expect(spoofed.status).toBe(429);
  });

  it('warns once an hour when failed lookups of all clients pass the threshold, without blocking anyone', async () => {
    const { app, clock, warn } = await setup({ failedLookupAlertPerHour: 12 });
    for (let client = 1; client <= 3; client++) {
      for (let i = 0; i < 5; i++) {
        const response = await lookup(app, `?accessCode=MISS0${i}`, `198.51.100.${client}`);
        expect(response.status).toBe(404);
      }
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/13 failed access-code lookups in the last hour/);
    expect((await lookup(app, `?accessCode=${LIVE_CODE}`, '198.51.100.4')).status).toBe(200);
    clock.advance(60 * MINUTE);
    for (let i = 0; i < 13; i++) await lookup(app, '?accessCode=MISS00', `192.0.2.${i}`);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the global guess budget', () => {
  it('asks for a proof of work once all clients together pass it; a solved one gets the hero in, once', async () => {
    const clock = testClock();
    const challengeSecret = 'challenge-secret-of-the-servers';
    const app = createApp({
      store: store(),
      config: testConfig({ guessBudgetPer15Minutes: 3 }),
      clock: clock.now,
      warn: () => {},
      proofOfWork: { algorithm: 'SHA-256', cost: 1, keyPrefix: '0' },
      challengeSecret,
    });
    await publishStatus(store(), { code: LIVE_CODE }, new Date(clock.now()));
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await lookup(app, '?accessCode=NOPE01', client)).status).toBe(404);
    }
    clock.advance(5_000); // the count over all clients is read again every 5 s

    const hero = '198.51.100.50';
    const asked = await lookup(app, `?accessCode=${LIVE_CODE}`, hero);
    expect(asked.status).toBe(429);
    expect(asked.headers.get('Cache-Control')).toBe('no-store');
    const { message, challenge } = (await asked.json()) as { message: string; challenge: Challenge };
    expect(message).toBe(ERROR_MESSAGES.proofOfWorkNeeded);

    const solution = await solveChallenge({ challenge, deriveKey });
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const withProof = () =>
      app.request(`/api/getSnapshot?accessCode=${LIVE_CODE}`, { headers: { 'X-Altcha': proof } }, from(hero));
    const answered = await withProof();
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ accessCode: LIVE_CODE });
    // The same solution twice, or a forged one, buys nothing.
    expect((await withProof()).status).toBe(429);
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, counter: 1 } })).toString(
      'base64',
    );
    const refused = await app.request(
      `/api/getSnapshot?accessCode=${LIVE_CODE}`,
      { headers: { 'X-Altcha': forged } },
      from(hero),
    );
    expect(refused.status).toBe(429);

    // Nor on another server sharing the store (and the challenges' secret).
    const other = createApp({
      store: store(),
      config: testConfig({ guessBudgetPer15Minutes: 3 }),
      clock: clock.now,
      warn: () => {},
      challengeSecret,
    });
    const replayed = await other.request(
      `/api/getSnapshot?accessCode=${LIVE_CODE}`,
      { headers: { 'X-Altcha': proof } },
      from(hero),
    );
    expect(replayed.status).toBe(429);

    // Once the misses leave the 15-minute window, no work is asked.
    clock.advance(15 * MINUTE);
    expect((await lookup(app, `?accessCode=${LIVE_CODE}`, hero)).status).toBe(200);
  });
});
