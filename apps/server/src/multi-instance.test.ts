import { describeWait } from '@safety-companion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFeedback, readable } from '../test/store-readers.js';
import { createTestDatabase, TEST_DETAILS, testConfig, VALID_FEEDBACK } from '../test/support.js';
import { createTestIssuer } from '../test/test-issuer.js';
import { ERROR_MESSAGES } from './errors.js';
import { type RunningServer, startServer } from './server.js';
import { SqlStore } from './store/sql-store.js';

// Two servers, each with its own pool, on one PostgreSQL database: as two instances behind a load balancer, both
// trusting the ID tokens of one (test) Firebase project and sharing one access-code secret.
let first: RunningServer;
let second: RunningServer;
let firstStore: SqlStore;
let issuer: Awaited<ReturnType<typeof createTestIssuer>>;

beforeAll(async () => {
  const url = await createTestDatabase();
  issuer = await createTestIssuer();
  const config = testConfig({
    host: '127.0.0.1',
    port: 0,
    databaseUrl: url,
    databasePoolSize: 3,
    firebaseProjectId: issuer.projectId,
    authJwksUrl: issuer.jwksUrl,
  });
  firstStore = readable(await SqlStore.openPostgres({ url, poolSize: 3 }), url);
  first = await startServer(config, { store: firstStore });
  second = await startServer(config, { store: await SqlStore.openPostgres({ url, poolSize: 3 }) });
});
afterAll(async () => {
  await Promise.all([first?.shutdown(), second?.shutdown()]);
  await issuer?.close();
});

async function call(server: RunningServer, method: string, path: string, body?: unknown) {
  return fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await issuer.sign(Date.now(), { sub: 'owner-1' })}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const lookup = (server: RunningServer, code: string) =>
  fetch(`${server.url}/api/getSnapshot?accessCode=${code}`);

describe('two servers on one PostgreSQL', () => {
  it('share statuses and feedback', async () => {
    const started = await call(first, 'POST', '/statuses', {
      timezone: TEST_DETAILS.timezone,
      location: TEST_DETAILS.location,
      info: 'published through the first',
    });
    expect(started.status).toBe(201);
    const { id, accessCode } = (await started.json()) as { id: string; accessCode: string };
    const seen = await lookup(second, accessCode);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ accessCode, info: 'published through the first' });

    // Changed and stopped through the second: the first sees both.
    const switched = await call(second, 'PATCH', `/statuses/${id}`, { emergency: true });
    const { snapshot } = (await switched.json()) as { snapshot: { emergencySince: string } };
    expect(snapshot.emergencySince).toEqual(expect.any(String));
    expect(await (await lookup(first, accessCode)).json()).toMatchObject({
      accessCode,
      emergency: true,
      emergencySince: snapshot.emergencySince,
    });
    expect((await call(second, 'DELETE', `/statuses/${id}`)).status).toBe(204);
    const ended = await lookup(first, accessCode);
    expect(ended.status).toBe(410);
    expect(await ended.json()).toEqual({ message: ERROR_MESSAGES.statusEnded });

    const sent = await fetch(`${second.url}/api/addFeedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(VALID_FEEDBACK),
    });
    expect(sent.status).toBe(201);
    const feedback = (await sent.json()) as { id: string };
    expect((await listFeedback(firstStore)).map((stored) => stored.id)).toContain(feedback.id);
  });

  it("share a hero's request for a fresh position: asked on one, the app reads it on the other, one waits at a time", async () => {
    const started = await call(first, 'POST', '/statuses', {
      timezone: TEST_DETAILS.timezone,
      location: { ...TEST_DETAILS.location, takenAt: new Date(Date.now() - 60_000).toISOString() },
    });
    const { id, accessCode } = (await started.json()) as { id: string; accessCode: string };
    const ask = (server: RunningServer, hero: string) =>
      fetch(`${server.url}/api/position-requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessCode, hero }),
      });
    expect((await ask(first, 'hero-one-0123456789')).status).toBe(201);
    // The app's update on the other server answers with it; a second request waits its turn on either.
    const updated = await call(second, 'PATCH', `/statuses/${id}`, {
      battery: { level: 0.5, charging: false },
    });
    const { snapshot } = (await updated.json()) as { snapshot: { positionRequest: { at: string } | null } };
    expect(snapshot.positionRequest).toMatchObject({ name: null, declinedAt: null });
    const overview = (await (await call(first, 'GET', `/statuses/${id}`)).json()) as {
      snapshot: { positionRequest: unknown };
    };
    expect(overview.snapshot.positionRequest).toEqual(snapshot.positionRequest);
    expect((await ask(second, 'hero-two-0123456789')).status).toBe(429);
    expect((await call(second, 'DELETE', `/statuses/${id}`)).status).toBe(204);
  });

  it('count the pages that have a status open on either: opened and closed streams, read by the app', async () => {
    const started = await call(first, 'POST', '/statuses', {
      timezone: TEST_DETAILS.timezone,
      location: TEST_DETAILS.location,
    });
    const { id, accessCode } = (await started.json()) as { id: string; accessCode: string };
    const open = (server: RunningServer, page: string) => {
      const controller = new AbortController();
      const response = fetch(`${server.url}/api/snapshotStream?accessCode=${accessCode}&page=${page}`, {
        signal: controller.signal,
      });
      return { response, close: () => controller.abort() };
    };
    const viewers = async () =>
      ((await (await call(second, 'GET', `/statuses/${id}`)).json()) as { snapshot: { viewers: number } })
        .snapshot.viewers;
    const one = open(first, 'page-one-0123456789');
    const two = open(second, 'page-two-0123456789');
    expect((await one.response).status).toBe(200);
    expect((await two.response).status).toBe(200);
    await expect.poll(viewers).toBe(2);
    one.close();
    await expect.poll(viewers).toBe(1);
    two.close();
    await expect.poll(viewers).toBe(0);
    expect((await call(first, 'DELETE', `/statuses/${id}`)).status).toBe(204);
  });

  it('share the failed-lookup allowance: 10 misses through one, the 11th through the other is 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await lookup(first, `MISS${String(attempt).padStart(2, '0')}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: ERROR_MESSAGES.userNotFound });
    }
    const refused = await lookup(second, 'MISS11');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({ message: ERROR_MESSAGES.tooManyLookups(describeWait(seconds)) });
  });
});
