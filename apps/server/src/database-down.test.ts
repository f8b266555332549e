import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDevelopmentToken } from '../test/development-token.js';
import { testConfig, VALID_FEEDBACK } from '../test/support.js';
import { prepareDataDir } from './database/data-dir.js';
import { type RunningCluster, startCluster } from './database/embedded-postgres.js';
import { databaseUser } from './database/postgres-binaries.js';
import { ERROR_MESSAGES } from './errors.js';
import { type RunningServer, startServer } from './server.js';

// A server on DATABASE_URL whose PostgreSQL goes away and comes back: the server is not the database's, so it
// stays up, answers 503 while the database is away, and recovers by itself.
const user = databaseUser();
let folder: string;
let cluster: RunningCluster;
let server: RunningServer;
const startDatabase = () => startCluster({ dir: join(folder, 'postgres'), user, durable: false });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'safety-db-down-'));
  await prepareDataDir(folder, user);
  cluster = await startDatabase();
  server = await startServer(
    testConfig({
      host: '127.0.0.1',
      port: 0,
      dataDir: folder,
      databaseUrl: cluster.url,
      databasePoolSize: 2,
    }),
  );
  dev.Authorization = `Bearer ${testDevelopmentToken(folder, 'outage')}`;
});
afterAll(async () => {
  await server?.shutdown();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
});

const json = { 'Content-Type': 'application/json' };
/** The app's headers; its token is set once the server has written its development secret. */
const dev: Record<string, string> = { ...json };
const status = { timezone: 'UTC', location: { latitude: 1, longitude: 2 } };
const ID = '4a035d77-1403-4ef5-a549-fd138994f62a';
/** Every API route that reads or writes the store, asked as a client would, with a valid request. */
const ROUTES: [string, string, RequestInit][] = [
  ['GET', '/api/health', {}],
  ['GET', '/api/getSnapshot?accessCode=K7Q2ZD', {}],
  ['POST', '/api/addFeedback', { headers: json, body: JSON.stringify(VALID_FEEDBACK) }],
  ['POST', '/api/statuses', { headers: dev, body: JSON.stringify(status) }],
  ['PATCH', `/api/statuses/${ID}`, { headers: dev, body: JSON.stringify({ emergency: true }) }],
  ['DELETE', `/api/statuses/${ID}`, { headers: dev }],
  [
    'POST',
    '/api/admin/login',
    { headers: json, body: JSON.stringify({ username: 'ops', password: 'x'.repeat(12) }) },
  ],
  ['GET', '/api/admin/session', { headers: { Cookie: 'admin_session=abc' } }],
  ['GET', '/api/admin/feedback', { headers: { Cookie: 'admin_session=abc' } }],
];

async function ask([method, path, init]: [string, string, RequestInit]) {
  const response = await fetch(`${server.url}${path}`, { method, ...init });
  return { route: `${method} ${path}`, status: response.status, body: await response.json(), response };
}

describe('the database away', () => {
  it('answers 503 with Retry-After on every API route while PostgreSQL is down, and recovers when it is back', {
    timeout: 60_000,
  }, async () => {
    expect((await ask(ROUTES[0] as (typeof ROUTES)[0])).status).toBe(200);
    await cluster.stop();

    for (const route of ROUTES) {
      const answer = await ask(route);
      expect({ route: answer.route, status: answer.status, body: answer.body }).toEqual({
        route: answer.route,
        status: 503,
        body: { message: 'The service is briefly unavailable. Please try again shortly.' },
      });
      expect(answer.response.headers.get('Retry-After')).toBe('5');
    }
    expect(ERROR_MESSAGES.storeUnavailable).toBe(
      'The service is briefly unavailable. Please try again shortly.',
    );

    cluster = await startDatabase();
    expect((await ask(ROUTES[0] as (typeof ROUTES)[0])).status).toBe(200);
    const created = await ask(ROUTES[3] as (typeof ROUTES)[0]);
    expect(created.status).toBe(201);
  });
});
