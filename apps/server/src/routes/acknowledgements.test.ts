import { createECDH, randomBytes } from 'node:crypto';
import {
  ACKNOWLEDGEMENT_FIELD_MESSAGES,
  ACKNOWLEDGEMENT_LIMITS,
  Acknowledgement,
  FREE_TEXT_MESSAGE,
  PLACES_PER_HOLDER,
  StatusSnapshot,
} from '@safety-companion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/store-readers.js';
import {
  from,
  postJson,
  publishStatus,
  ROOMY_PLACES,
  TEST_HOLDER,
  testClock,
  testConfig,
  useTestStore,
} from '../../test/support.js';
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
const CODE = 'HELP42';
const SAM = 'sam-device-0123456789';
const ALEX = 'alex-device-0123456789';

async function setup(options: { guessBudgetPer15Minutes?: number } = {}) {
  const clock = testClock();
  const config = testConfig({
    firebaseProjectId: issuer.projectId,
    authJwksUrl: issuer.jwksUrl,
    ...(options.guessBudgetPer15Minutes ? { guessBudgetPer15Minutes: options.guessBudgetPer15Minutes } : {}),
  });
  const app = createApp({
    store: store(),
    config,
    clock: clock.now,
    warn: () => {},
    proofOfWork: { algorithm: 'SHA-256', cost: 1, keyPrefix: '0' },
  });
  const status = await publishStatus(store(), { code: CODE, owner: 'alice' }, new Date(clock.now()));
  const answer = (body: Record<string, unknown>, address = '203.0.113.30') =>
    postJson(app, '/api/acknowledgements', { accessCode: CODE, ...body }, { address });
  const lookup = async (code = CODE, address = '203.0.113.30') =>
    app.request(`/api/getSnapshot?accessCode=${code}`, {}, from(address));
  const overview = async (id: string, user: string | null) =>
    app.request(
      `/api/statuses/${id}`,
      { headers: user ? { Authorization: `Bearer ${await issuer.sign(clock.now(), { sub: user })}` } : {} },
      from('203.0.113.40'),
    );
  return { app, clock, status, answer, lookup, overview };
}

/** A refusal's body: its message, and the code a page words it by when it has one. */
async function expectError(response: Response, status: number, message: string, code?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(await response.json()).toEqual(code === undefined ? { message } : { code, message });
}

describe('POST /api/acknowledgements', () => {
  it('stores an answer with its name trimmed and answers it with 201', async () => {
    const { answer, clock } = await setup();
    const response = await answer({
      accessCode: CODE.toLowerCase(),
      kind: 'on-the-way',
      name: '  Sam ',
      hero: SAM,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      kind: 'on-the-way',
      name: 'Sam',
      at: new Date(clock.now()).toISOString(),
      eta: null,
    });
    expect(Acknowledgement.parse(body)).toEqual(body);
  });

  it("shows each hero's latest answer in the snapshot, newest first, and an answer without a name as null", async () => {
    const { answer, lookup, clock } = await setup();
    expect((await answer({ kind: 'seen', name: 'Sam', hero: SAM })).status).toBe(201);
    clock.advance(MINUTE);
    expect((await answer({ kind: 'seen', hero: ALEX })).status).toBe(201);
    clock.advance(MINUTE);
    expect((await answer({ kind: 'on-the-way', name: 'Sam', hero: SAM })).status).toBe(201);
    const snapshot = StatusSnapshot.parse(await (await lookup()).json());
    expect(snapshot.acknowledgements).toEqual([
      { kind: 'on-the-way', name: 'Sam', at: new Date(clock.now()).toISOString(), eta: null },
      { kind: 'seen', name: null, at: new Date(clock.now() - MINUTE).toISOString(), eta: null },
    ]);
  });

  it('counts answers without a hero id as heroes of their own', async () => {
    const { answer, lookup } = await setup();
    for (const kind of ['seen', 'on-the-way'] as const) expect((await answer({ kind })).status).toBe(201);
    const snapshot = StatusSnapshot.parse(await (await lookup()).json());
    expect(snapshot.acknowledgements?.map((each) => each.kind).sort()).toEqual(['on-the-way', 'seen']);
  });

  it("is a change of the status: its version moves on, the phone's last update stays", async () => {
    const { answer, status, clock } = await setup();
    clock.advance(5 * MINUTE);
    expect((await answer({ kind: 'called-emergency-services', hero: SAM })).status).toBe(201);
    const after = await store().readStatus(status.id);
    expect(after?.version).toBe(status.version + 1);
    expect(after?.updatedAt.toISOString()).toBe(status.updatedAt.toISOString());
    expect(after?.acknowledgements).toHaveLength(1);
  });

  it("queues no push to the heroes' browsers: an answer is not an alert", async () => {
    const { answer, status, clock } = await setup();
    const subscribed = await store().subscribeToAlerts(
      {
        statusId: status.id,
        endpoint: 'https://push.example.org/hero',
        keys: {
          p256dh: createECDH('prime256v1').generateKeys('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        sealedCode: randomBytes(40),
        locale: 'en',
      },
      new Date(clock.now()),
      TEST_HOLDER,
      ROOMY_PLACES,
    );
    expect(subscribed).toMatchObject({ id: expect.any(String) });
    for (const kind of ['seen', 'on-the-way', 'called-emergency-services'] as const) {
      expect((await answer({ kind, hero: SAM })).status).toBe(201);
    }
    expect(await rowsOf(store(), 'push_outbox')).toEqual([]);
  });

  it.each([
    ['an unknown field', { kind: 'seen', phone: '555 0100' }, ERROR_MESSAGES.unknownFields(['phone'])],
    [
      'another kind',
      { kind: 'arrived' },
      'kind: Must be "seen" or "on-the-way" or "called-emergency-services" or "here".',
    ],
    [
      'a name over 60 characters',
      { kind: 'seen', name: 'x'.repeat(61) },
      `name: ${ACKNOWLEDGEMENT_FIELD_MESSAGES.name}`,
    ],
    ['a name with a line break', { kind: 'seen', name: 'Sam\nRivera' }, `name: ${FREE_TEXT_MESSAGE}`],
    ['a name with a control character', { kind: 'seen', name: 'Sam\u0007' }, `name: ${FREE_TEXT_MESSAGE}`],
    ['a malformed hero id', { kind: 'seen', hero: 'me' }, `hero: ${ACKNOWLEDGEMENT_FIELD_MESSAGES.hero}`],
    ['a name that is not text', { kind: 'seen', name: 7 }, `name: ${ACKNOWLEDGEMENT_FIELD_MESSAGES.text}`],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, body, message) => {
    const { answer } = await setup();
    await expectError(await answer(body), 400, message);
    expect(await rowsOf(store(), 'acknowledgements')).toEqual([]);
  });

  it('answers 404 for an unknown code and counts it as a failed lookup of getSnapshot', async () => {
    const { answer, lookup } = await setup();
    for (let attempt = 0; attempt < 10; attempt++) {
      await expectError(
        await answer({ accessCode: `MISS0${attempt}`, kind: 'seen' }),
        404,
        ERROR_MESSAGES.userNotFound,
      );
    }
    // The client's failed lookups are spent: neither call answers for a live code, whichever made the misses.
    expect((await answer({ kind: 'seen' })).status).toBe(429);
    expect((await lookup()).status).toBe(429);
    expect((await lookup(CODE, '203.0.113.31')).status).toBe(200);
  });

  it('is refused to a client that spent its failed lookups on getSnapshot', async () => {
    const { answer, lookup } = await setup();
    for (let attempt = 0; attempt < 10; attempt++) expect((await lookup(`MISS0${attempt}`)).status).toBe(404);
    const refused = await answer({ kind: 'seen' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('asks for a proof of work past the global guess budget, as a lookup does', async () => {
    const { answer, clock } = await setup({ guessBudgetPer15Minutes: 2 });
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      expect((await answer({ accessCode: 'NOPE01', kind: 'seen' }, address)).status).toBe(404);
    }
    clock.advance(5_000);
    const asked = await answer({ kind: 'seen' }, '198.51.100.50');
    expect(asked.status).toBe(429);
    expect(await asked.json()).toMatchObject({ message: ERROR_MESSAGES.proofOfWorkNeeded, challenge: {} });
  });

  it('answers 410 for a stopped status, and its answers went with it', async () => {
    const { answer, status, clock } = await setup();
    expect((await answer({ kind: 'seen', hero: SAM })).status).toBe(201);
    expect(await store().endStatus(status.id, 'alice', new Date(clock.now() + 3_600_000))).toBe(true);
    expect(await rowsOf(store(), 'acknowledgements')).toEqual([]);
    await expectError(await answer({ kind: 'on-the-way', hero: SAM }), 410, 'This status has ended.');
  });

  it(`takes at most ${ACKNOWLEDGEMENT_LIMITS.perStatus} answers per status, also when they arrive at once`, async () => {
    const { answer } = await setup();
    const responses = await Promise.all(
      Array.from({ length: ACKNOWLEDGEMENT_LIMITS.perStatus + 5 }, (_, n) =>
        answer({ kind: 'seen', hero: `hero-${String(n).padStart(16, '0')}` }, `198.51.100.${n + 1}`),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ACKNOWLEDGEMENT_LIMITS.perStatus);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(5);
    await expectError(refused[0] as Response, 429, ERROR_MESSAGES.tooManyAcknowledgements, 'full');
    expect(ERROR_MESSAGES.tooManyAcknowledgements).toBe(
      'This status already has 50 answers, the most it takes. Call or message the person instead.',
    );
    expect(await rowsOf(store(), 'acknowledgements')).toHaveLength(ACKNOWLEDGEMENT_LIMITS.perStatus);
  });
});

describe('L4: names that read as names', () => {
  it('refuses a blank-looking or invisible name with a 400 that says why, and stores nothing', async () => {
    const { answer } = await setup();
    await expectError(
      await answer({ kind: 'seen', name: '\u3164', hero: SAM }),
      400,
      'name: Remove the invisible characters.',
    );
    await expectError(
      await answer({ kind: 'seen', name: 'Sam\u200B', hero: SAM }),
      400,
      'name: Remove the invisible characters.',
    );
    await expectError(
      await answer({ kind: 'seen', name: `Z${'\u0336'.repeat(30)}`, hero: SAM }),
      400,
      'name: Use at most 3 marks on one letter.',
    );
    expect(await rowsOf(store(), 'acknowledgements')).toEqual([]);
    expect((await answer({ kind: 'seen', name: 'Sam 👩\u200D👩\u200D👧', hero: SAM })).status).toBe(201);
  });
});

describe('L-3: no invisible character a name does not need', () => {
  it.each([
    ['U+034F', 'Sam\u034F'],
    ['U+17B4', 'Sam\u17B4'],
    ['a variation selector after a letter', 'Sam\uFE0F'],
    ['the private-use U+E000', 'Sam\uE000'],
    ['the noncharacter U+FFFF', 'Sam\uFFFF'],
  ])('answers 400 for %s, and stores nothing', async (_case, name) => {
    const { answer } = await setup();
    await expectError(
      await answer({ kind: 'seen', name, hero: SAM }),
      400,
      'name: Remove the invisible characters.',
    );
    expect(await rowsOf(store(), 'acknowledgements')).toEqual([]);
  });

  it('takes the joiners, marks and emoji selectors real names use', async () => {
    const { answer } = await setup();
    expect((await answer({ kind: 'seen', name: 'مریم\u200Cجان', hero: SAM })).status).toBe(201);
    expect((await answer({ kind: 'seen', name: 'Sam \u2764\uFE0F 1\uFE0F\u20E3', hero: SAM })).status).toBe(
      201,
    );
  });
});

describe('L1: no stranger fills the answers', () => {
  const hero = (n: number) => `hero-${String(n).padStart(16, '0')}`;

  it(`takes answers of ${PLACES_PER_HOLDER.perClient} heroes per address, and a hero who answers again takes no more`, async () => {
    const { answer } = await setup();
    for (let n = 0; n < PLACES_PER_HOLDER.perClient; n++) {
      expect((await answer({ kind: 'seen', hero: hero(n) }, '192.0.2.10')).status).toBe(201);
    }
    await expectError(
      await answer({ kind: 'called-emergency-services', name: 'Police (911 dispatch)' }, '192.0.2.10'),
      429,
      ERROR_MESSAGES.answersClientFull,
      'client-full',
    );
    expect((await answer({ kind: 'on-the-way', hero: hero(0) }, '192.0.2.10')).status).toBe(201);
    // The real heroes, elsewhere, still have room.
    expect((await answer({ kind: 'on-the-way', hero: SAM }, '192.0.2.11')).status).toBe(201);
  });

  it(`takes answers of ${PLACES_PER_HOLDER.perNetwork} heroes per IPv6 /48, across its /64s`, async () => {
    const { answer } = await setup();
    for (let n = 0; n < PLACES_PER_HOLDER.perNetwork; n++) {
      const address = `2001:db8:7:${Math.floor(n / PLACES_PER_HOLDER.perClient)}::${n + 1}`;
      expect((await answer({ kind: 'seen', hero: hero(n) }, address)).status).toBe(201);
    }
    await expectError(
      await answer({ kind: 'seen', hero: hero(99) }, '2001:db8:7:9::1'),
      429,
      ERROR_MESSAGES.answersNetworkFull,
      'network-full',
    );
    expect((await answer({ kind: 'seen', hero: hero(99) }, '2001:db8:8::1')).status).toBe(201);
  });

  it(`L1: one hero answering again and again fills nothing: each keeps its latest ${ACKNOWLEDGEMENT_LIMITS.perHero}, and the status still takes ${ACKNOWLEDGEMENT_LIMITS.perStatus} heroes`, async () => {
    const { answer } = await setup();
    for (let n = 0; n < ACKNOWLEDGEMENT_LIMITS.perStatus + 10; n++) {
      const kind = n % 2 === 0 ? 'called-emergency-services' : 'on-the-way';
      expect(
        (await answer({ kind, name: 'Police (911 dispatch)', hero: hero(0) }, '192.0.2.20')).status,
      ).toBe(201);
    }
    expect(await rowsOf(store(), 'acknowledgements')).toHaveLength(ACKNOWLEDGEMENT_LIMITS.perHero);
    // The status's real heroes, elsewhere, all have room.
    for (let n = 1; n < ACKNOWLEDGEMENT_LIMITS.perStatus; n++) {
      expect((await answer({ kind: 'seen', hero: hero(n) }, `198.51.100.${n}`)).status).toBe(201);
    }
  });

  it('lets 4 heroes behind one shared address all answer', async () => {
    const { answer, lookup } = await setup();
    for (const name of ['Sam', 'Alex', 'Kim', 'Jo']) {
      expect(
        (await answer({ kind: 'seen', name, hero: `${name.toLowerCase()}-device-0123456789` }, '192.0.2.50'))
          .status,
      ).toBe(201);
    }
    const snapshot = StatusSnapshot.parse(await (await lookup()).json());
    expect(snapshot.acknowledgements).toHaveLength(4);
  });
});

describe('GET /api/statuses/{id}', () => {
  it('answers the owner the snapshot and every answer, newest first', async () => {
    const { answer, overview, status, clock } = await setup();
    expect((await answer({ kind: 'seen', name: 'Sam', hero: SAM })).status).toBe(201);
    clock.advance(MINUTE);
    expect((await answer({ kind: 'on-the-way', name: 'Sam', hero: SAM })).status).toBe(201);
    const response = await overview(status.id, 'alice');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { snapshot: StatusSnapshot; acknowledgements: unknown[] };
    expect(body.acknowledgements).toEqual([
      { kind: 'on-the-way', name: 'Sam', at: new Date(clock.now()).toISOString(), eta: null },
      { kind: 'seen', name: 'Sam', at: new Date(clock.now() - MINUTE).toISOString(), eta: null },
    ]);
    // The snapshot, as heroes see it, has the hero's latest answer only; the code is kept as its hash alone.
    expect(body.snapshot.acknowledgements).toEqual([body.acknowledgements[0]]);
    expect(body.snapshot.accessCode).toBeNull();
  });

  it("answers 404 for another user's status and for an unknown id, 401 without a token", async () => {
    const { overview, status } = await setup();
    await expectError(await overview(status.id, 'mallory'), 404, ERROR_MESSAGES.notFound);
    await expectError(
      await overview('7d6f1a52-0f5e-4d6e-9d6c-000000000000', 'alice'),
      404,
      ERROR_MESSAGES.notFound,
    );
    await expectError(await overview('not-an-id', 'alice'), 404, ERROR_MESSAGES.notFound);
    await expectError(await overview(status.id, null), 401, ERROR_MESSAGES.authenticationRequired);
  });
});
