import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors.js';
import { type RunningServer, startServer } from './server.js';
import { SqlStore } from './store/sql-store.js';
import { createTestDatabase, testConfig, VALID_FEEDBACK } from './test-support.js';

// Two servers, each with its own pool, on one PostgreSQL database: as two instances behind a load balancer.
let first: RunningServer;
let second: RunningServer;
let firstStore: SqlStore;
let secondStore: SqlStore;

beforeAll(async () => {
  const url = await createTestDatabase();
  const config = testConfig({ host: '127.0.0.1', port: 0, databaseUrl: url, databasePoolSize: 3 });
  firstStore = await SqlStore.openPostgres({ url, poolSize: 3 });
  secondStore = await SqlStore.openPostgres({ url, poolSize: 3 });
  first = await startServer(config, { store: firstStore });
  second = await startServer(config, { store: secondStore });
});
afterAll(async () => {
  await Promise.all([first?.shutdown(), second?.shutdown()]);
});

const lookup = (server: RunningServer, code: string) =>
  fetch(`${server.url}/api/getSnapshot?accessCode=${code}`);

describe('two servers on one PostgreSQL', () => {
  it('share statuses and feedback', async () => {
    await firstStore.putStatus(
      { accessCode: 'SHARED', snapshot: { info: 'published through the first' } },
      new Date(),
    );
    const seen = await lookup(second, 'SHARED');
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ accessCode: 'SHARED', info: 'published through the first' });

    const sent = await fetch(`${second.url}/api/addFeedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(VALID_FEEDBACK),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect((await firstStore.listFeedback()).map((feedback) => feedback.id)).toContain(id);
  });

  it('share the failed-lookup allowance: 10 misses through one, the 11th through the other is 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await lookup(first, `MISS${String(attempt).padStart(2, '0')}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: ERROR_MESSAGES.userNotFound });
    }
    const refused = await lookup(second, 'MISS11');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: ERROR_MESSAGES.tooManyLookups });
  });
});
