import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { describe, expect, it } from 'vitest';
import { createApiClient, isApiError, PROOF_OF_WORK_HEADER, SAMPLE_SNAPSHOT } from '../src/index.js';

const CHALLENGE = { parameters: { algorithm: 'SHA-256', nonce: 'n1', salt: 's1' }, signature: 'sig' };
const SNAPSHOT = { ...SAMPLE_SNAPSHOT, accessCode: 'K7Q2ZD' };

// The server's guess budget is exceeded: a lookup without a proof is asked for one, with one it is answered.
const server = setUpHttpTestServer((request, response) =>
  request.headers[PROOF_OF_WORK_HEADER.toLowerCase()] === 'proof-of-n1'
    ? json(response, 200, SNAPSHOT)
    : json(response, 429, { message: 'Too many lookups right now.', challenge: CHALLENGE }),
);

describe('a lookup while the server asks for a proof of work', () => {
  it('solves the challenge and asks once more with the proof, so the hero gets the status', async () => {
    const solved: unknown[] = [];
    const api = createApiClient({
      baseUrl: `${server.url}/api`,
      solveChallenge: async (challenge) => {
        solved.push(challenge);
        return `proof-of-${(challenge as typeof CHALLENGE).parameters.nonce}`;
      },
    });
    await expect(api.getSnapshot('k7q2zd')).resolves.toMatchObject({ accessCode: 'K7Q2ZD' });
    expect(solved).toEqual([CHALLENGE]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/getSnapshot?accessCode=K7Q2ZD',
      '/api/getSnapshot?accessCode=K7Q2ZD',
    ]);
    expect(server.requests[1]?.headers[PROOF_OF_WORK_HEADER.toLowerCase()]).toBe('proof-of-n1');
  });

  it('fails with the 429 when it cannot solve challenges', async () => {
    const error = await createApiClient({ baseUrl: `${server.url}/api` })
      .getSnapshot('K7Q2ZD')
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && error.status).toBe(429);
    expect(server.requests).toHaveLength(1);
  });

  it('does not solve anything for a 429 without a challenge (the per-client limit)', async () => {
    server.respond((_request, response) => json(response, 429, { message: 'Too many attempts.' }));
    let asked = 0;
    const api = createApiClient({
      baseUrl: `${server.url}/api`,
      solveChallenge: async () => {
        asked += 1;
        return 'proof';
      },
    });
    const error = await api.getSnapshot('K7Q2ZD').catch((reason: unknown) => reason);
    expect(isApiError(error) && error.status).toBe(429);
    expect(asked).toBe(0);
  });
});
