import { ARRIVAL_FIELD_MESSAGES, StatusSnapshot } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/store-readers.js';
import { from, postJson, publishStatus, testClock, testConfig, useTestStore } from '../../test/support.js';
import { createApp } from '../app.js';

const store = useTestStore();
const CODE = 'HELP42';
const SAM = 'sam-device-0123456789';
const CAR = { mode: 'car', minMinutes: 12, maxMinutes: 18 } as const;

async function setup() {
  const clock = testClock();
  const app = createApp({ store: store(), config: testConfig(), clock: clock.now, warn: () => {} });
  await publishStatus(store(), { code: CODE, owner: 'alice' }, new Date(clock.now()));
  const answer = (body: Record<string, unknown>) =>
    postJson(
      app,
      '/api/acknowledgements',
      { accessCode: CODE, hero: SAM, name: 'Sam', ...body },
      {
        address: '203.0.113.30',
      },
    );
  const answers = async () =>
    StatusSnapshot.parse(
      await (await app.request(`/api/getSnapshot?accessCode=${CODE}`, {}, from('203.0.113.30'))).json(),
    ).acknowledgements;
  return { clock, answer, answers };
}

describe("a hero's estimate and 'here'", () => {
  it('stores an estimate with "on-the-way", shows it to every hero, replaces it and takes it back', async () => {
    const { clock, answer, answers } = await setup();
    const sent = await answer({ kind: 'on-the-way', eta: CAR });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ kind: 'on-the-way', eta: CAR });
    expect(await answers()).toMatchObject([{ kind: 'on-the-way', name: 'Sam', eta: CAR }]);
    clock.advance(60_000);
    const foot = { mode: 'foot', minMinutes: 25, maxMinutes: 37 } as const;
    expect((await answer({ kind: 'on-the-way', eta: foot })).status).toBe(201);
    expect(await answers()).toMatchObject([{ eta: foot }]);
    clock.advance(60_000);
    expect((await answer({ kind: 'on-the-way' })).status).toBe(201);
    expect(await answers()).toMatchObject([{ kind: 'on-the-way', eta: null }]);
    clock.advance(60_000);
    expect((await answer({ kind: 'here' })).status).toBe(201);
    expect(await answers()).toMatchObject([{ kind: 'here', name: 'Sam', eta: null }]);
  });

  it.each([
    [{ kind: 'seen', eta: CAR }, 'eta', ARRIVAL_FIELD_MESSAGES.kind],
    [
      { kind: 'on-the-way', eta: { ...CAR, minMinutes: 0 } },
      'eta.minMinutes',
      ARRIVAL_FIELD_MESSAGES.minutes,
    ],
    [
      { kind: 'on-the-way', eta: { ...CAR, maxMinutes: 1441 } },
      'eta.maxMinutes',
      ARRIVAL_FIELD_MESSAGES.minutes,
    ],
    [
      { kind: 'on-the-way', eta: { ...CAR, minMinutes: 5, maxMinutes: 16 } },
      'eta.maxMinutes',
      ARRIVAL_FIELD_MESSAGES.range,
    ],
    [
      { kind: 'on-the-way', eta: { ...CAR, minMinutes: 2.5 } },
      'eta.minMinutes',
      ARRIVAL_FIELD_MESSAGES.minutes,
    ],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (body, field, message) => {
    const { answer } = await setup();
    const response = await answer(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(`${field}: ${message}`);
    expect(await rowsOf(store(), 'acknowledgements')).toEqual([]);
  });

  it('refuses a position sent along, in the estimate or beside it', async () => {
    const { answer } = await setup();
    for (const body of [
      { kind: 'on-the-way', eta: { ...CAR, latitude: 51.5, longitude: -0.12 } },
      { kind: 'on-the-way', eta: CAR, location: { latitude: 51.5, longitude: -0.12 } },
    ]) {
      expect((await answer(body)).status).toBe(400);
    }
    expect(await rowsOf(store(), 'acknowledgements')).toEqual([]);
  });
});
