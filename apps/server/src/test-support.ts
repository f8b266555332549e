// Helpers of the tests: one PGlite per test file (each takes a second or more to start), emptied between tests.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { createApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import type { AppEnv } from './context.js';
import { PgliteStore } from './store/pglite-store.js';
import type { Store } from './store/store.js';

/** Opens an in-memory store for the file, empties it before each test, closes it after the file. */
export function useTestStore(): () => PgliteStore {
  let store: PgliteStore | undefined;
  beforeAll(async () => {
    store = await PgliteStore.open();
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

/**
 * A store for tests that must not touch one: every call but `ping`, `close` and the sweeps' deletions fails (a
 * started server sweeps at once; here it finds nothing).
 */
export function unusedStore(): Store {
  const fail = () => Promise.reject(new Error('This test does not use the store.'));
  return {
    addFeedback: fail,
    countFeedback: fail,
    listFeedback: fail,
    pageFeedback: fail,
    findFeedback: fail,
    setFeedbackHandled: fail,
    deleteFeedback: fail,
    deleteFeedbackBefore: () => Promise.resolve(0),
    putAdmin: fail,
    findAdmin: fail,
    addAdminSession: fail,
    findAdminSession: fail,
    touchAdminSession: fail,
    deleteAdminSession: fail,
    deleteStaleAdminSessions: () => Promise.resolve(0),
    putStatus: fail,
    findStatusByCode: fail,
    takeThrottleSlot: fail,
    releaseThrottleSlot: fail,
    countThrottleEvents: fail,
    pruneThrottleEvents: fail,
    ping: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** The default settings, without a site unless the test gives one. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), siteDir: '/nonexistent/site', ...overrides };
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
