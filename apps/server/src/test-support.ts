// Helpers of the tests: one store per test file (a PGlite takes a second or more to start), emptied between tests.
// In the `postgres` test project the store is a new database on the PostgreSQL of the global setup.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { TEST_DATABASE_PREFIX } from '../test/embedded-postgres.js';
import type { createApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import type { AppEnv } from './context.js';
import { SqlStore } from './store/sql-store.js';
import type { Store } from './store/store.js';

/** The PostgreSQL of this test project, or undefined when the project runs on PGlite. */
export const testPostgresUrl: string | undefined = inject('postgresUrl');

/** A new empty database on the test project's PostgreSQL; answers its URL. */
export async function createTestDatabase(): Promise<string> {
  if (!testPostgresUrl) throw new Error('This test project has no PostgreSQL.');
  const name = `${TEST_DATABASE_PREFIX}${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A new empty store of the project's kind: in-memory PGlite, or a new database on PostgreSQL. */
export async function openTestStore(): Promise<SqlStore> {
  if (!testPostgresUrl) return SqlStore.openPglite();
  return SqlStore.openPostgres({ url: await createTestDatabase(), poolSize: 4 });
}

/** Opens a store for the file, empties it before each test, closes it after the file. */
export function useTestStore(): () => SqlStore {
  let store: SqlStore | undefined;
  beforeAll(async () => {
    store = await openTestStore();
  });
  beforeEach(async () => {
    await store?.reset();
  });
  afterAll(async () => {
    await store?.close();
  });
  return () => {
    if (!store) throw new Error('The test store is not open yet.');
    return store;
  };
}

/** A store for tests that must not touch one: every call but `ping`, `close` and pruning fails. */
export function unusedStore(): Store {
  const fail = () => Promise.reject(new Error('This test does not use the store.'));
  return {
    addFeedback: fail,
    countFeedback: fail,
    listFeedback: fail,
    putStatus: fail,
    findStatusByCode: fail,
    lookupStatus: fail,
    takeThrottleSlot: fail,
    releaseThrottleSlot: fail,
    countThrottleEvents: fail,
    // Every server forgets old events when it starts; there are none here.
    pruneThrottleEvents: () => Promise.resolve(0),
    ping: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** The default settings, without a site unless the test gives one, and without a log. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), siteDir: '/nonexistent/site', logLevel: 'silent', ...overrides };
}

/** A clock the test moves by hand. */
export function testClock(start = Date.UTC(2025, 5, 14, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The bindings `@hono/node-server` gives a request from this socket address (read by `getConnInfo`). */
export function from(address: string): AppEnv['Bindings'] {
  return { incoming: { socket: { remoteAddress: address } } } as unknown as AppEnv['Bindings'];
}

type App = ReturnType<typeof createApp>;

/** Posts a body as JSON (a string is sent as it is), from an address. */
export function postJson(
  app: App,
  path: string,
  body: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  return app.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    from(options.address ?? '203.0.113.10'),
  );
}

/** A feedback that passes every rule. */
export const VALID_FEEDBACK = {
  location: 'web',
  name: 'Sam Rivera',
  email: 'sam@example.com',
  subject: 'Lovely app',
  body: 'The countdown saved me a worried evening. Thank you!',
} as const;
