import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENT_FIELD_MESSAGES,
  createApiClient,
  DEMO_ACCESS_CODE,
  PROOF_OF_WORK_HEADER,
  positionRequestState,
  SAMPLE_SNAPSHOT,
  StatusOverview,
  StatusSnapshot,
} from '../src/index.js';
import { failure } from './failure.js';

const server = setUpHttpTestServer();
const HERO = 'b6f0c2d4-7a1e-4f3b-9c8d-2e5f6a7b8c9d';
const STORED = { kind: 'on-the-way', name: 'Sam', at: '2026-11-23T20:00:00.000Z' };
const CHALLENGE = { parameters: { algorithm: 'SHA-256', nonce: 'n1', salt: 's1' }, signature: 'sig' };

describe("a hero's answer", () => {
  const hero = () => createApiClient({ baseUrl: `${server.url}/api` });

  it('posts the answer, code upper-cased and name trimmed, and reads the stored one', async () => {
    server.respond((_request, response) => json(response, 201, STORED));
    const stored = await hero().acknowledge({
      accessCode: 'k7q2zd',
      kind: 'on-the-way',
      name: ' Sam ',
      hero: HERO,
    });
    expect(stored).toEqual(STORED);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/acknowledgements');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      accessCode: 'K7Q2ZD',
      kind: 'on-the-way',
      name: 'Sam',
      hero: HERO,
    });
  });

  it('refuses a wrong answer before sending, naming the field', async () => {
    const long = await failure(
      hero().acknowledge({ accessCode: 'K7Q2ZD', kind: 'seen', name: 'x'.repeat(61) }),
    );
    expect(long.kind).toBe('invalid-request');
    expect(long.message).toBe(`name: ${ACKNOWLEDGEMENT_FIELD_MESSAGES.name}`);
    const kind = await failure(hero().acknowledge({ accessCode: 'K7Q2ZD', kind: 'arrived' as 'seen' }));
    expect(kind.kind).toBe('invalid-request');
    expect(kind.message).toMatch(/^kind: /);
    expect(server.requests).toHaveLength(0);
  });

  it('answers the demo code without calling the server', async () => {
    const before = Date.now();
    const stored = await hero().acknowledge({ accessCode: DEMO_ACCESS_CODE, kind: 'seen', name: '  ' });
    expect(stored.kind).toBe('seen');
    expect(stored.name).toBeNull();
    expect(Date.parse(stored.at)).toBeGreaterThanOrEqual(before);
    expect(server.requests).toHaveLength(0);
  });

  it('solves a proof of work when asked, and sends the answer once more with it', async () => {
    server.respond((request, response) =>
      request.headers[PROOF_OF_WORK_HEADER.toLowerCase()] === 'proof-of-n1'
        ? json(response, 201, STORED)
        : json(response, 429, { message: 'Solve this first.', challenge: CHALLENGE }),
    );
    const api = createApiClient({
      baseUrl: `${server.url}/api`,
      solveChallenge: async (challenge) => `proof-of-${(challenge as typeof CHALLENGE).parameters.nonce}`,
    });
    expect(await api.acknowledge({ accessCode: 'K7Q2ZD', kind: 'on-the-way' })).toEqual(STORED);
    expect(server.requests.map((request) => request.body)).toEqual([
      '{"accessCode":"K7Q2ZD","kind":"on-the-way"}',
      '{"accessCode":"K7Q2ZD","kind":"on-the-way"}',
    ]);
  });

  it("says the server's reason for a refusal: the status ended, or has all the answers it takes", async () => {
    server.respond((_request, response) => json(response, 410, { message: 'This status has ended.' }));
    const ended = await failure(hero().acknowledge({ accessCode: 'K7Q2ZD', kind: 'seen' }));
    expect([ended.status, ended.message]).toEqual([410, 'This status has ended.']);
    server.respond((_request, response) =>
      json(response, 429, { message: 'This status already has 50 answers.' }),
    );
    const full = await failure(hero().acknowledge({ accessCode: 'K7Q2ZD', kind: 'seen' }));
    expect([full.status, full.message]).toEqual([429, 'This status already has 50 answers.']);
  });

  it('rejects an answer outside the contract', async () => {
    server.respond((_request, response) => json(response, 201, { kind: 'arrived' }));
    expect((await failure(hero().acknowledge({ accessCode: 'K7Q2ZD', kind: 'seen' }))).kind).toBe(
      'invalid-response',
    );
  });
});

describe("the owner's view of a status", () => {
  it('reads the snapshot and every answer with the bearer token', async () => {
    server.respond((_request, response) =>
      json(response, 200, {
        snapshot: { accessCode: null, emergency: false, battery: { level: 0.5, charging: true } },
        acknowledgements: [STORED, { ...STORED, kind: 'seen' }],
      }),
    );
    const app = createApiClient({ baseUrl: `${server.url}/api`, getIdToken: async () => 'token-1' });
    const overview = await app.getStatus('4a035d77-1403-4ef5-a549-fd138994f62a');
    expect(overview.snapshot.battery).toEqual({ level: 0.5, charging: true });
    expect(overview.acknowledgements.map((answer) => answer.kind)).toEqual(['on-the-way', 'seen']);
    expect(server.requests[0]?.url).toBe('/api/statuses/4a035d77-1403-4ef5-a549-fd138994f62a');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('says 404 as the server does, and refuses an empty id before sending', async () => {
    server.respond((_request, response) => json(response, 404, { message: 'Not found' }));
    const app = createApiClient({ baseUrl: `${server.url}/api` });
    expect((await failure(app.getStatus('x'))).status).toBe(404);
    expect((await failure(app.getStatus(' '))).kind).toBe('invalid-request');
    expect(server.requests).toHaveLength(1);
  });
});

describe("a hero's estimate, and answers of kinds this release does not know", () => {
  const hero = () => createApiClient({ baseUrl: `${server.url}/api` });

  it('sends the estimate in minutes alone, and reads it back', async () => {
    const eta = { mode: 'car', minMinutes: 12, maxMinutes: 18 } as const;
    server.respond((_request, response) => json(response, 201, { ...STORED, eta }));
    expect(await hero().acknowledge({ accessCode: 'K7Q2ZD', kind: 'on-the-way', hero: HERO, eta })).toEqual({
      ...STORED,
      eta,
    });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      accessCode: 'K7Q2ZD',
      kind: 'on-the-way',
      hero: HERO,
      eta,
    });
  });

  it('leaves out an answer of an unknown kind on its own, and keeps the others', async () => {
    const app = {
      snapshot: { ...SAMPLE_SNAPSHOT, acknowledgements: [] },
      acknowledgements: [{ kind: 'waved', name: 'Sam', at: '2026-11-23T20:02:00.000Z' }, STORED],
    };
    const snapshot = StatusSnapshot.parse({ ...SAMPLE_SNAPSHOT, acknowledgements: app.acknowledgements });
    expect(snapshot.acknowledgements).toEqual([STORED]);
    expect(StatusOverview.parse(app).acknowledgements).toEqual([STORED]);
  });
});

describe('a request for a fresh position', () => {
  const hero = () => createApiClient({ baseUrl: `${server.url}/api` });

  it('posts the code and the hero, and reads the recorded request', async () => {
    const recorded = { name: 'Sam', at: '2026-11-23T20:00:00.000Z', declinedAt: null };
    server.respond((_request, response) => json(response, 201, recorded));
    expect(await hero().requestPosition({ accessCode: 'k7q2zd', hero: HERO })).toEqual(recorded);
    expect(server.requests[0]?.url).toBe('/api/position-requests');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ accessCode: 'K7Q2ZD', hero: HERO });
  });

  it('says where a request stands: answered only by a position taken after it', () => {
    const request = { name: 'Sam', at: '2026-11-23T20:00:00.000Z', declinedAt: null };
    const at = Date.parse(request.at);
    const location = (takenAt: string) => ({ latitude: 1, longitude: 2, takenAt });
    expect(
      positionRequestState(
        { positionRequest: request, location: location('2026-11-23T19:59:00.000Z') },
        at + 40_000,
      )?.state,
    ).toBe('waiting');
    expect(
      positionRequestState(
        { positionRequest: request, location: location('2026-11-23T20:00:02.000Z') },
        at + 40_000,
      )?.state,
    ).toBe('answered');
    expect(
      positionRequestState({ positionRequest: { ...request, declinedAt: request.at }, location: null }, at)
        ?.state,
    ).toBe('declined');
    expect(positionRequestState({ positionRequest: request, location: null }, at + 120_000)?.state).toBe(
      'unanswered',
    );
  });
});
