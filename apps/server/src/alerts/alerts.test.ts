// Alerts end to end: two servers on one PostgreSQL, the app's calls through their API, and a local push service that
// checks every push's VAPID signature and decrypts it with the subscribed browser's keys.
import {
  ALERT_FIELD_MESSAGES,
  ALERT_TEXTS,
  MAX_ALERTS_PER_STATUS,
  PLACES_PER_HOLDER,
} from '@safety-companion/contract';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { startPushService, type TestBrowser, type TestPushService } from '../../test/push-service.js';
import { emptyTables, readable, rowsOf } from '../../test/store-readers.js';
import { createTestDatabase, TEST_DETAILS, testConfig } from '../../test/support.js';
import { createTestIssuer } from '../../test/test-issuer.js';
import { ERROR_MESSAGES } from '../errors.js';
import { type RunningServer, startServer } from '../server.js';
import { SqlStore } from '../store/sql-store.js';
import { ALERTS_OFF_REASON } from './vapid-keys.js';

const VAPID = webpush.generateVAPIDKeys();
/** The app's signed-in user (the test issuer's): behind TRUST_PROXY the development identity is never trusted. */
const OWNER = 'owner-1';
let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
let service: TestPushService;
let first: RunningServer;
let second: RunningServer;
let store: SqlStore;
let databaseUrl: string;

beforeAll(async () => {
  service = await startPushService(VAPID.publicKey);
  issuer = await createTestIssuer();
  databaseUrl = await createTestDatabase();
  store = readable(await SqlStore.openPostgres({ url: databaseUrl, poolSize: 3 }), databaseUrl);
  [first, second] = await Promise.all([startInstance(), startInstance()]);
});
afterAll(async () => {
  await Promise.all([first?.shutdown(), second?.shutdown()]);
  await store?.close();
  await service?.close();
  await issuer?.close();
});
beforeEach(async () => {
  await emptyTables(store);
  service.received.length = 0;
  service.refused.length = 0;
  service.problems.length = 0;
});

function alertsConfig(overrides: Parameters<typeof testConfig>[0] = {}) {
  return testConfig({
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    databasePoolSize: 3,
    vapidPublicKey: VAPID.publicKey,
    vapidPrivateKey: VAPID.privateKey,
    vapidSubject: 'mailto:ops@example.org',
    pushServiceOrigins: [service.origin, 'https://*.notify.windows.com'],
    firebaseProjectId: issuer.projectId,
    authJwksUrl: issuer.jwksUrl,
    // Heroes' browsers come from the addresses the tests name (X-Forwarded-For), as behind a load balancer.
    trustProxy: true,
    proxyHops: 1,
    ...overrides,
  });
}

async function startInstance() {
  return startServer(alertsConfig(), {
    store: await SqlStore.openPostgres({ url: databaseUrl, poolSize: 3 }),
  });
}

/** The mobile app's calls, as its signed-in user. */
async function app(server: RunningServer, method: string, path: string, body?: unknown) {
  return fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await issuer.sign(Date.now(), { sub: OWNER })}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function startStatus(server: RunningServer, extra: Record<string, unknown> = {}) {
  const response = await app(server, 'POST', '/statuses', {
    timezone: TEST_DETAILS.timezone,
    location: TEST_DETAILS.location,
    ...extra,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; accessCode: string };
}

/** A hero's browser subscribing; `locale` is the language of its page, left out as an older site leaves it. */
function subscribe(
  server: RunningServer,
  accessCode: string,
  subscription: unknown,
  address = '203.0.113.5',
  locale?: string,
) {
  return fetch(`${server.url}/api/alerts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ accessCode, subscription, locale }),
  });
}

async function subscribed(server: RunningServer, accessCode: string, browser: TestBrowser, address?: string) {
  const response = await subscribe(server, accessCode, browser.subscription, address);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for both servers to have run their check of the countdowns a few times. */
const QUIET_MS = 2_500;

/**
 * Waits until the outbox is empty: every push the changes so far queued has been posted (a push leaves the outbox
 * once its push service has answered), so nothing more of theirs is on its way.
 */
async function outboxDrained() {
  await vi.waitFor(async () => expect(await rowsOf(store, 'push_outbox')).toEqual([]), {
    timeout: 30_000,
    interval: 50,
  });
}

describe('the alerts routes', () => {
  it('answer the VAPID public key', async () => {
    const response = await fetch(`${first.url}/api/alerts/key`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: VAPID.publicKey });
  });

  it('answer the same id for the same endpoint and status, and forget a deleted subscription', async () => {
    const { accessCode } = await startStatus(first);
    const phone = service.browser('phone');
    const id = await subscribed(first, accessCode, phone);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await subscribed(second, accessCode.toLowerCase(), phone)).toBe(id);
    expect(await subscribed(first, accessCode, service.browser('laptop'))).not.toBe(id);

    expect((await fetch(`${second.url}/api/alerts/${id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await fetch(`${first.url}/api/alerts/${id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: ERROR_MESSAGES.alertNotFound });
    expect((await fetch(`${first.url}/api/alerts/not-an-id`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuse an endpoint outside PUSH_SERVICE_ORIGINS, plain http, and keys that are not a P-256 point', async () => {
    const { accessCode } = await startStatus(first);
    const { subscription } = service.browser('phone');
    const cases: [unknown, string][] = [
      [
        { ...subscription, endpoint: 'https://attacker.example.org/push/1' },
        "subscription.endpoint: Must be the address of a browser's push service.",
      ],
      [
        { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') },
        'subscription.endpoint: Must be an https URL.',
      ],
      [
        // 65 bytes that start as a point should, yet lie on no curve point.
        { ...subscription, keys: { ...subscription.keys, p256dh: `B${'A'.repeat(86)}` } },
        'subscription.keys.p256dh: Must be a P-256 public key: 65 bytes in base64url.',
      ],
      [
        { ...subscription, keys: { ...subscription.keys, auth: 'c2hvcnQ' } },
        'subscription.keys.auth: Must be 16 bytes in base64url.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await subscribe(first, accessCode, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect(await rowsOf(store, 'alert_subscriptions')).toEqual([]);
    // A refused subscription is no lookup: nothing was counted.
    expect(await rowsOf(store, 'throttle_events')).toEqual([]);
  });

  it('refuse a language the site is not written in, as no lookup', async () => {
    const { accessCode } = await startStatus(first);
    const { subscription } = service.browser('phone');
    for (const locale of ['de', 'pt', 'ES', '']) {
      const response = await subscribe(first, accessCode, subscription, undefined, locale);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: `locale: ${ALERT_FIELD_MESSAGES.locale}` });
    }
    expect(await rowsOf(store, 'alert_subscriptions')).toEqual([]);
    expect(await rowsOf(store, 'throttle_events')).toEqual([]);
  });

  it('judge the code as a lookup: an unknown code is a failed lookup, counted against the same allowance', async () => {
    const phone = service.browser('phone');
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await subscribe(first, `MISS0${attempt}`, phone.subscription);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: ERROR_MESSAGES.userNotFound });
    }
    // The 11th miss of the client, through a lookup of the other server: refused like any 11th.
    const lookup = await fetch(`${second.url}/api/getSnapshot?accessCode=MISS10`, {
      headers: { 'X-Forwarded-For': '203.0.113.5' },
    });
    expect(lookup.status).toBe(429);
    expect((await subscribe(second, 'MISS11', phone.subscription)).status).toBe(429);
  });

  it('answer 410 for an ended status and 429 past the most browsers a status may alert', async () => {
    const { id, accessCode } = await startStatus(first);
    for (let index = 0; index < MAX_ALERTS_PER_STATUS; index++) {
      await subscribed(
        index % 2 ? first : second,
        accessCode,
        service.browser(`browser-${index}`),
        `198.51.100.${index + 1}`,
      );
    }
    const tooMany = await subscribe(
      first,
      accessCode,
      service.browser('one-more').subscription,
      '198.51.100.99',
    );
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toEqual({ code: 'full', message: ERROR_MESSAGES.tooManyAlerts });

    expect((await app(first, 'DELETE', `/statuses/${id}`)).status).toBe(204);
    const ended = await subscribe(second, accessCode, service.browser('late').subscription);
    expect(ended.status).toBe(410);
    expect(await ended.json()).toEqual({ message: ERROR_MESSAGES.statusEnded });
    // Every browser subscribed gets the end.
    await service.waitFor((pushes) => pushes.length === MAX_ALERTS_PER_STATUS);
    expect(new Set(service.received.map((push) => push.browser)).size).toBe(MAX_ALERTS_PER_STATUS);
  });
});

describe('the alerts routes against strangers', () => {
  it('M1: refuse an endpoint whose host only the WHATWG parser reads as a push service, and store nothing', async () => {
    const { accessCode } = await startStatus(first);
    const { subscription } = service.browser('phone');
    for (const endpoint of [
      'https://localhost`.notify.windows.com/anything',
      `https://localhost\`.notify.windows.com:${new URL(service.origin).port}/anything`,
      'https://user@wns2.notify.windows.com/anything',
    ]) {
      const response = await subscribe(first, accessCode, { ...subscription, endpoint });
      expect(response.status, endpoint).toBe(400);
      expect(await response.json()).toEqual({
        message: "subscription.endpoint: Must be the address of a browser's push service.",
      });
    }
    expect(await rowsOf(store, 'alert_subscriptions')).toEqual([]);
  });

  it('L3: take case variants of one endpoint as one subscription', async () => {
    const { accessCode } = await startStatus(first);
    const phone = service.browser('phone');
    const id = await subscribed(first, accessCode, phone);
    const shouted = {
      ...phone.subscription,
      endpoint: phone.subscription.endpoint.replace('https://', 'HTTPS://'),
    };
    const again = await subscribe(second, accessCode, shouted);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    expect(await rowsOf(store, 'alert_subscriptions')).toHaveLength(1);
  });

  it(`L1: take ${PLACES_PER_HOLDER.perClient} browsers per address and ${PLACES_PER_HOLDER.perNetwork} per IPv6 /48, so that heroes keep room`, async () => {
    const { accessCode } = await startStatus(first);
    // 4 heroes behind one shared address all get alerts (and a fifth browser).
    for (let n = 0; n < PLACES_PER_HOLDER.perClient; n++) {
      await subscribed(first, accessCode, service.browser(`home-${n}`), '192.0.2.60');
    }
    const sixth = await subscribe(first, accessCode, service.browser('made-up').subscription, '192.0.2.60');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ code: 'client-full', message: ERROR_MESSAGES.alertsClientFull });

    for (let n = 0; n < PLACES_PER_HOLDER.perNetwork; n++) {
      const address = `2001:db8:5:${Math.floor(n / PLACES_PER_HOLDER.perClient)}::1`;
      await subscribed(second, accessCode, service.browser(`net-${n}`), address);
    }
    const eleventh = await subscribe(
      second,
      accessCode,
      service.browser('net-x').subscription,
      '2001:db8:5:9::1',
    );
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({
      code: 'network-full',
      message: ERROR_MESSAGES.alertsNetworkFull,
    });
    // The real hero, elsewhere, still subscribes.
    await subscribed(first, accessCode, service.browser('hero'), '198.51.100.7');
  });
});

describe('the pushes', () => {
  it('send each change once to each browser, whichever of two servers wrote it, and delete the subscriptions with the end', async () => {
    const { id, accessCode } = await startStatus(first, { info: 'Out for a run' });
    const phone = service.browser('phone');
    const laptop = service.browser('laptop');
    await subscribed(first, accessCode, phone);
    await subscribed(second, accessCode, laptop);

    expect((await app(first, 'PATCH', `/statuses/${id}`, { emergency: true })).status).toBe(200);
    await service.waitFor((pushes) => pushes.length === 2);
    // Location and text send nothing; nor does switching on what is already on.
    await app(second, 'PATCH', `/statuses/${id}`, { location: { latitude: 1, longitude: 2 }, info: 'Moved' });
    await app(second, 'PATCH', `/statuses/${id}`, { emergency: true });
    await outboxDrained();
    expect(service.received).toHaveLength(2);

    await app(second, 'PATCH', `/statuses/${id}`, { emergency: false });
    expect((await app(first, 'DELETE', `/statuses/${id}`)).status).toBe(204);
    await service.waitFor((pushes) => pushes.length === 6);
    await outboxDrained();

    const expected = [
      ALERT_TEXTS.en.emergency.title,
      ALERT_TEXTS.en.emergencyOff.title,
      ALERT_TEXTS.en.ended.title,
    ];
    expect(service.titlesOf(phone)).toEqual(expected);
    expect(service.titlesOf(laptop)).toEqual(expected);
    expect(service.problems).toEqual([]);
    const [emergency, off, end] = service.received.filter((push) => push.browser === 'phone');
    expect(emergency).toMatchObject({
      payload: {
        kind: 'emergency',
        title: 'EMERGENCY',
        body: ALERT_TEXTS.en.emergency.body,
        tag: `status-${accessCode}`,
        url: `/hero-lookup#code=${accessCode}`,
      },
      urgency: 'high',
      ttl: 86_400,
    });
    expect(off).toMatchObject({ urgency: 'normal', payload: { tag: `status-${accessCode}` } });
    expect(end).toMatchObject({ payload: { body: 'This status has ended.' }, urgency: 'normal', ttl: 3_600 });
    // Nothing of the status is left: the subscriptions went with the end's push.
    expect(await rowsOf(store, 'alert_subscriptions')).toEqual([]);
    expect(await rowsOf(store, 'push_outbox')).toEqual([]);
  });

  it("write each browser's pushes in the language of the page it subscribed on, linked to that page", async () => {
    const { id, accessCode } = await startStatus(first);
    const spanish = service.browser('spanish');
    const english = service.browser('english');
    // Subscribed in English first, then again from the Spanish page: the later language is the one kept.
    await subscribed(first, accessCode, spanish);
    expect((await subscribe(second, accessCode, spanish.subscription, undefined, 'es')).status).toBe(201);
    await subscribed(second, accessCode, english);

    await app(first, 'PATCH', `/statuses/${id}`, { emergency: true });
    await app(first, 'DELETE', `/statuses/${id}`);
    await service.waitFor((pushes) => pushes.length === 4);
    const payloadsOf = (browser: TestBrowser) =>
      service.received.filter((push) => push.browser === browser.name).map((push) => push.payload);
    expect(payloadsOf(spanish)).toEqual([
      {
        kind: 'emergency',
        ...ALERT_TEXTS.es.emergency,
        tag: `status-${accessCode}`,
        url: `/es/hero-lookup#code=${accessCode}`,
      },
      {
        kind: 'ended',
        ...ALERT_TEXTS.es.ended,
        tag: `status-${accessCode}`,
        url: `/es/hero-lookup#code=${accessCode}`,
      },
    ]);
    expect(payloadsOf(english)).toEqual([
      {
        kind: 'emergency',
        ...ALERT_TEXTS.en.emergency,
        tag: `status-${accessCode}`,
        url: `/hero-lookup#code=${accessCode}`,
      },
      {
        kind: 'ended',
        ...ALERT_TEXTS.en.ended,
        tag: `status-${accessCode}`,
        url: `/hero-lookup#code=${accessCode}`,
      },
    ]);
    expect(service.problems).toEqual([]);
  });

  it('send the expiry of a countdown within 5 s of its end time, with nothing written, once', async () => {
    const endTime = new Date(Date.now() + 1_500);
    const { accessCode } = await startStatus(first, { endTime: endTime.toISOString() });
    const phone = service.browser('phone');
    await subscribed(second, accessCode, phone);

    await service.waitFor((pushes) => pushes.length === 1, 8_000);
    const [expiry] = service.received;
    expect(expiry?.at).toBeGreaterThanOrEqual(endTime.getTime());
    expect(expiry?.at).toBeLessThan(endTime.getTime() + 5_000);
    const line = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TEST_DETAILS.timezone,
    }).format(endTime);
    expect(expiry).toMatchObject({
      urgency: 'high',
      payload: {
        title: 'Timer has Expired',
        body: `Timer has Expired at ${line} (${TEST_DETAILS.timezone}). Open the status to see where.`,
      },
    });
    // A later check of the countdowns sends no second expiry: nothing queues it to be awaited.
    await sleep(QUIET_MS);
    expect(service.received).toHaveLength(1);
  });

  it('forget a browser whose push service answers 410, and send nothing more to it', async () => {
    const { id, accessCode } = await startStatus(first);
    const gone = service.browser('gone');
    const phone = service.browser('phone');
    await subscribed(first, accessCode, gone);
    await subscribed(first, accessCode, phone);
    service.script(gone, [{ status: 410 }]);

    await app(first, 'PATCH', `/statuses/${id}`, { emergency: true });
    await service.waitFor((pushes) => pushes.length === 1);
    await outboxDrained();
    expect(service.refused).toMatchObject([{ browser: 'gone', status: 410 }]);
    expect(await rowsOf(store, 'alert_subscriptions')).toHaveLength(1);

    await app(first, 'PATCH', `/statuses/${id}`, { emergency: false });
    await service.waitFor((pushes) => pushes.length === 2);
    expect(service.titlesOf(gone)).toEqual([]);
    expect(service.refused).toHaveLength(1);
  });

  it('M1: post nothing to a stored endpoint the rule refuses (stored before it), and delete it', async () => {
    const { id, accessCode } = await startStatus(first);
    const phone = service.browser('phone');
    await subscribed(first, accessCode, phone);
    const old = await subscribed(first, accessCode, service.browser('old'));
    // As a row stored before the rule could read: a host that Node's legacy parser reads as localhost.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query('UPDATE alert_subscriptions SET endpoint = $1 WHERE id = $2', [
        'https://localhost`.notify.windows.com/x',
        old,
      ]);
    } finally {
      await db.end();
    }

    await app(first, 'PATCH', `/statuses/${id}`, { emergency: true });
    await service.waitFor((pushes) => pushes.length === 1);
    await outboxDrained();
    expect(service.received.map((push) => push.browser)).toEqual(['phone']);
    expect(await rowsOf(store, 'alert_subscriptions')).toHaveLength(1);
  });

  it('try a push again after a 503, as Retry-After says, and deliver it once', async () => {
    const { id, accessCode } = await startStatus(first);
    const phone = service.browser('phone');
    await subscribed(first, accessCode, phone);
    service.script(phone, [
      { status: 503, headers: { 'Retry-After': '2' } },
      { status: 503, headers: { 'Retry-After': '1' } },
    ]);

    await app(second, 'PATCH', `/statuses/${id}`, { emergency: true });
    await service.waitFor((pushes) => pushes.length === 1);
    expect(service.refused.map(({ status }) => status)).toEqual([503, 503]);
    const [firstTry, secondTry] = service.refused;
    expect((secondTry?.at ?? 0) - (firstTry?.at ?? 0)).toBeGreaterThanOrEqual(1_900);
    expect(service.titlesOf(phone)).toEqual(['EMERGENCY']);
    await outboxDrained();
    expect(service.received).toHaveLength(1);
  });

  it('send nothing to a subscription deleted by its browser', async () => {
    const { id, accessCode } = await startStatus(first);
    const subscriptionId = await subscribed(first, accessCode, service.browser('phone'));
    expect((await fetch(`${first.url}/api/alerts/${subscriptionId}`, { method: 'DELETE' })).status).toBe(204);
    await app(first, 'PATCH', `/statuses/${id}`, { emergency: true });
    await outboxDrained();
    expect(service.received).toEqual([]);
    expect(await rowsOf(store, 'push_outbox')).toEqual([]);
  });

  it('lose nothing to a restart: a change queued while no server runs is sent by the next one', async () => {
    const { id, accessCode } = await startStatus(first);
    const phone = service.browser('phone');
    await subscribed(first, accessCode, phone);
    await Promise.all([first.shutdown(), second.shutdown()]);
    try {
      // The app's change reaches the database while both servers are down (as a change that committed just
      // before they stopped).
      expect(await store.updateStatus(id, OWNER, { details: { emergency: true } }, new Date())).toBeDefined();
      expect(await rowsOf(store, 'push_outbox')).toHaveLength(1);
    } finally {
      [first, second] = await Promise.all([startInstance(), startInstance()]);
    }
    await service.waitFor((pushes) => pushes.length === 1);
    expect(service.titlesOf(phone)).toEqual(['EMERGENCY']);
  });
});

describe('without VAPID keys on DATABASE_URL', () => {
  it('starts with alerts off, says why once, and answers 503 on their routes', async () => {
    const server = await startServer(
      alertsConfig({ vapidPublicKey: undefined, vapidPrivateKey: undefined }),
      {
        store: await SqlStore.openPostgres({ url: databaseUrl, poolSize: 2 }),
      },
    );
    try {
      expect(server.alerts).toEqual({ on: false, reason: ALERTS_OFF_REASON });
      const { accessCode } = await startStatus(server);
      const answers = [
        await fetch(`${server.url}/api/alerts/key`),
        await subscribe(server, accessCode, service.browser('phone').subscription),
        await fetch(`${server.url}/api/alerts/6a1c1a2e-0000-4000-8000-000000000000`, { method: 'DELETE' }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(await answer.json()).toEqual({ message: ERROR_MESSAGES.alertsOff });
      }
      expect((await fetch(`${server.url}/api/getSnapshot?accessCode=${accessCode}`)).status).toBe(200);
    } finally {
      await server.shutdown();
    }
  });
});
