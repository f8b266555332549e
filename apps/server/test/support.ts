// Helpers of the tests: one store per test file, emptied between tests, in a database of its own cloned from the
// migrated template of the run's one PostgreSQL (see postgres.global-setup.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { hashAccessCode } from '../src/access-codes.js';
import type { createApp } from '../src/app.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import type { AppEnv } from '../src/context.js';
import { type DevelopmentIdentity, loadDevelopmentIdentity } from '../src/development-identity.js';
import { SqlStore } from '../src/store/sql-store.js';
import type { StatusDetails, Store, StoredStatus } from '../src/store/store.js';
import { testDevelopmentToken } from './development-token.js';
import { adminQuery, databaseUrl, TEST_DATABASE_PREFIX } from './embedded-postgres.js';
import { emptyTables, readable } from './store-readers.js';

/** The run's PostgreSQL, as its admin; fails the calling test file with the reason when it could not start. */
export function testPostgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error(inject('postgresError') || 'The test run has no PostgreSQL.');
  return url;
}

/**
 * A new database on the run's PostgreSQL, migrated (a clone of the template) unless `empty`; answers its URL.
 *
 * @example
 * const store = await SqlStore.openPostgres({ url: await createTestDatabase(), poolSize: 2 });
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const url = testPostgresUrl();
  const name = `${TEST_DATABASE_PREFIX}${randomUUID().replaceAll('-', '')}`;
  const template = options.empty ? '' : ` TEMPLATE ${inject('templateDatabase')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template}`);
  return databaseUrl(url, name);
}

/** A new store in a database of its own, which the test readers read (see store-readers.ts). */
export async function openTestStore(): Promise<SqlStore> {
  const url = await createTestDatabase();
  return readable(await SqlStore.openPostgres({ url, poolSize: 4 }), url);
}

/** Opens a store for the file, empties it before each test, closes it after the file. */
export function useTestStore(): () => SqlStore {
  let store: SqlStore | undefined;
  beforeAll(async () => {
    store = await openTestStore();
  });
  beforeEach(async () => {
    if (store) await emptyTables(store);
  });
  afterAll(async () => {
    await store?.close();
  });
  return () => {
    if (!store) throw new Error('The test store is not open yet.');
    return store;
  };
}

/** What the server asks of a store on its own (at its start, on its schedules), answered as an empty store would. */
const UNPROMPTED_ANSWERS = {
  deleteFeedbackBefore: 0,
  deleteStaleAdminSessions: 0,
  endIdleStatuses: 0,
  sweepStatuses: { ended: 0, forgotten: 0 },
  pruneThrottleEvents: 0,
  pruneSpentChallenges: 0,
  queueCountdownAlerts: 0,
  claimPushes: [],
  sweepAlerts: 0,
  ping: undefined,
  close: undefined,
} satisfies { [Method in keyof Store]?: Awaited<ReturnType<Store[Method]>> };

/**
 * A store for tests that must not touch one: every call fails but those the server makes on its own (its health
 * check, its sweeps, the alerts' schedule, its shutdown) and the methods the test gives.
 *
 * @example
 * const down = unusedStore({ ping: () => Promise.reject(new Error('connection refused')) });
 */
export function unusedStore(given: Partial<Store> = {}): Store {
  // A proxy, so that no list of the store's methods is kept here: any method the interface gains fails too.
  return new Proxy(given as Store, {
    get(target, name) {
      if (Object.hasOwn(target, name)) return target[name as keyof Store];
      // Not a promise (`await` asks for `then`), and nothing asked of it by symbol.
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (Object.hasOwn(UNPROMPTED_ANSWERS, name)) {
        const answer = UNPROMPTED_ANSWERS[name as keyof typeof UNPROMPTED_ANSWERS];
        return () => Promise.resolve(structuredClone(answer));
      }
      return () => Promise.reject(new Error(`This test does not use the store (it was asked ${name}).`));
    },
  });
}

/** The access-code secret of the tests. */
export const TEST_SECRET = 'test-secret-of-at-least-32-characters';

/** The default settings, without a site unless the test gives one, and without a log. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    // What a server writes into its data folder (its secrets, its keys) never lands in `npm start`'s.
    dataDir: workerDataDir(),
    siteDir: '/nonexistent/site',
    accessCodeSecret: TEST_SECRET,
    logLevel: 'silent',
    ...overrides,
  };
}

/**
 * The app's development identity for the `createApp` servers of a test file, its secret in this worker's data
 * folder (`testConfig`'s), and the headers with which the app acts as `user`.
 *
 * @example
 * const app = useDevelopmentIdentity('riley');
 * createApp({ store, config: testConfig(), developmentIdentity: app.identity() });
 */
export function useDevelopmentIdentity(user: string) {
  let identity: DevelopmentIdentity | undefined;
  beforeAll(async () => {
    identity = await loadDevelopmentIdentity(workerDataDir());
  });
  return {
    identity(): DevelopmentIdentity {
      if (!identity) throw new Error('The development identity loads before the first test.');
      return identity;
    },
    headers: () => ({
      'Content-Type': 'application/json',
      Authorization: `Bearer ${testDevelopmentToken(workerDataDir(), user)}`,
    }),
  };
}

let workerData: string | undefined;
/** A data folder of this test worker's own, deleted when it exits. */
function workerDataDir(): string {
  if (!workerData) {
    const folder = mkdtempSync(join(tmpdir(), 'safety-test-data-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    workerData = folder;
  }
  return workerData;
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

const { timezone, location, startLocation, emergency, info, timerDetails, photo_url } = TEST_SNAPSHOT;

/** What a status says in the tests, unless a test gives other details: those of the shared snapshot. */
export const TEST_DETAILS: StatusDetails = {
  timezone,
  location,
  startLocation,
  emergency,
  info,
  timerDetails,
  photo_url,
};

/** Stores a status under a code the test chose, as `POST /api/statuses` would (hashed with `TEST_SECRET`). */
export async function publishStatus(
  store: Store,
  status: { code: string; owner?: string; details?: Partial<StatusDetails>; endTime?: Date | null },
  at: Date,
): Promise<StoredStatus> {
  const stored = await store.createStatus(
    {
      owner: status.owner ?? 'user-1',
      codeHash: hashAccessCode(TEST_SECRET, status.code),
      details: { ...TEST_DETAILS, ...status.details },
      endTime: status.endTime ?? null,
    },
    at,
  );
  if (!stored || stored === 'too-many') throw new Error(`The code ${status.code} is taken.`);
  return stored;
}

/** A client that takes places of a status in store tests (see `store/places.ts`), with roomy limits. */
export const TEST_HOLDER = { clientKey: '203.0.113.77', networkKey: '203.0.113.77' };
export const ROOMY_PLACES = { perStatus: 20, perClient: 20, perNetwork: 20 };
