import { POSITION_REQUEST_REFUSALS, StatusSnapshot } from '@safety-companion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/store-readers.js';
import { from, postJson, publishStatus, testClock, testConfig, useTestStore } from '../../test/support.js';
import { createTestIssuer } from '../../test/test-issuer.js';
import { createApp } from '../app.js';

const store = useTestStore();
let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
beforeAll(async () => {
  issuer = await createTestIssuer();
});
afterAll(() => issuer.close());

const CODE = 'HELP42';
const SAM = 'sam-device-0123456789';
const ALEX = 'alex-device-0123456789';
const SECOND = 1_000;

async function setup() {
  const clock = testClock();
  const config = testConfig({ firebaseProjectId: issuer.projectId, authJwksUrl: issuer.jwksUrl });
  const app = createApp({
    store: store(),
    config: { ...config, logLevel: 'error' },
    clock: clock.now,
    warn: () => {},
  });
  const status = await publishStatus(
    store(),
    {
      code: CODE,
      owner: 'alice',
      details: {
        location: { latitude: 1, longitude: 2, takenAt: new Date(clock.now() - 60 * SECOND).toISOString() },
      },
    },
    new Date(clock.now()),
  );
  const ask = (hero: string, address = '203.0.113.30') =>
    postJson(app, '/api/position-requests', { accessCode: CODE, hero }, { address });
  const answer = (hero: string, name: string) =>
    postJson(
      app,
      '/api/acknowledgements',
      { accessCode: CODE, kind: 'on-the-way', hero, name },
      {
        address: '203.0.113.30',
      },
    );
  const auth = async () => ({ Authorization: `Bearer ${await issuer.sign(clock.now(), { sub: 'alice' })}` });
  const update = async (body: Record<string, unknown>) => {
    const response = await app.request(
      `/api/statuses/${status.id}`,
      {
        method: 'PATCH',
        headers: { ...(await auth()), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      from('203.0.113.40'),
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { snapshot: StatusSnapshot }).snapshot;
  };
  const overview = async () =>
    (await (
      await app.request(`/api/statuses/${status.id}`, { headers: await auth() }, from('203.0.113.40'))
    ).json()) as {
      snapshot: StatusSnapshot;
    };
  const lookup = async () =>
    StatusSnapshot.parse(
      await (await app.request(`/api/getSnapshot?accessCode=${CODE}`, {}, from('203.0.113.30'))).json(),
    );
  const fix = (takenAt: number) => ({
    location: { latitude: 1.001, longitude: 2, takenAt: new Date(takenAt).toISOString() },
  });
  return { app, clock, status, ask, answer, update, overview, lookup, fix };
}

/** A refusal: its message, and its code (the key of `POSITION_REQUEST_REFUSALS`) that a page words it by. */
async function expectRefused(
  response: Response,
  code: keyof typeof POSITION_REQUEST_REFUSALS,
  retryAfter: number,
) {
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe(String(retryAfter));
  expect(await response.json()).toEqual({ code, message: POSITION_REQUEST_REFUSALS[code] });
}

describe('POST /api/position-requests', () => {
  it('records the request with the name the hero gave with an answer, for every hero and the app', async () => {
    const { clock, ask, answer, update, overview, lookup } = await setup();
    expect((await answer(SAM, 'Sam')).status).toBe(201);
    clock.advance(SECOND);
    const response = await ask(SAM);
    expect(response.status).toBe(201);
    const at = new Date(clock.now()).toISOString();
    expect(await response.json()).toEqual({ name: 'Sam', at, declinedAt: null });
    expect((await lookup()).positionRequest).toEqual({ name: 'Sam', at, declinedAt: null });
    expect((await overview()).snapshot.positionRequest).toEqual({ name: 'Sam', at, declinedAt: null });
    // The app's next update answers with it too.
    expect((await update({ battery: { level: 0.5, charging: false } })).positionRequest).toMatchObject({
      name: 'Sam',
    });
  });

  it("names a hero who gave no name 'A hero' (null)", async () => {
    const { ask, lookup } = await setup();
    expect((await ask(ALEX)).status).toBe(201);
    expect((await lookup()).positionRequest?.name).toBeNull();
  });

  it('keeps one waiting per status: an old fix sent again does not answer it, a newer one does', async () => {
    const { clock, ask, update, fix } = await setup();
    const asked = clock.now();
    expect((await ask(SAM)).status).toBe(201);
    clock.advance(40 * SECOND);
    // The phone sends again the fix it took before the request: still waiting.
    await update(fix(asked - 30 * SECOND));
    await expectRefused(await ask(ALEX, '198.51.100.7'), 'pending', 80);
    await update(fix(asked + 35 * SECOND));
    expect((await ask(ALEX, '198.51.100.7')).status).toBe(201);
  });

  it('takes one per status every 30 s, and one per hero and per client every 2 minutes', async () => {
    const { clock, ask, update } = await setup();
    expect((await ask(SAM)).status).toBe(201);
    await update({ declinePositionRequest: true });
    clock.advance(10 * SECOND);
    await expectRefused(await ask(ALEX, '198.51.100.7'), 'status', 20);
    clock.advance(20 * SECOND);
    await expectRefused(await ask(SAM, '198.51.100.8'), 'hero', 90);
    // Another id from Sam's address is the same client.
    await expectRefused(await ask(ALEX), 'hero', 90);
    expect((await ask(ALEX, '198.51.100.7')).status).toBe(201);
    await update({ declinePositionRequest: true });
    clock.advance(90 * SECOND);
    expect((await ask(SAM)).status).toBe(201);
  });

  it('says the decline of the app, once', async () => {
    const { clock, ask, update, lookup } = await setup();
    expect((await ask(SAM)).status).toBe(201);
    clock.advance(5 * SECOND);
    const declined = new Date(clock.now()).toISOString();
    expect((await update({ declinePositionRequest: true })).positionRequest?.declinedAt).toBe(declined);
    clock.advance(5 * SECOND);
    await update({ declinePositionRequest: true });
    expect((await lookup()).positionRequest?.declinedAt).toBe(declined);
  });

  it('is deleted with its status', async () => {
    const { ask, status } = await setup();
    expect((await ask(SAM)).status).toBe(201);
    expect(await rowsOf(store(), 'position_requests')).toHaveLength(1);
    await store().endStatus(status.id, 'alice', new Date(Date.now() + 3_600_000));
    expect(await rowsOf(store(), 'position_requests')).toEqual([]);
    expect((await ask(ALEX, '198.51.100.7')).status).toBe(410);
  });

  it('refuses a body with anything else', async () => {
    const { app } = await setup();
    const response = await postJson(app, '/api/position-requests', {
      accessCode: CODE,
      hero: SAM,
      latitude: 1,
    });
    expect(response.status).toBe(400);
  });
});
