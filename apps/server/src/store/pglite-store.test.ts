import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, publishStatus, TEST_SECRET, testConfig, VALID_FEEDBACK } from '../../test/support.js';
import { hashAccessCode } from '../access-codes.js';
import { createApp } from '../app.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { MIGRATIONS } from './migrations.js';
import { PgliteStore } from './pglite-store.js';

const dataDir = mkdtempSync(join(tmpdir(), 'safety-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const T0 = new Date(Date.UTC(2025, 0, 1));
const rule = { kind: 'test', limit: 2, windowMs: 60_000 };
const at = (ms: number) => new Date(T0.getTime() + ms);

// One file-backed store through the whole file: opened, used, closed and reopened, as across a restart.
describe('a store in a folder', () => {
  it('keeps acknowledged feedback, statuses and throttle events across a restart, and migrates once', async () => {
    const first = await PgliteStore.open(dataDir);
    const app = createApp({ store: first, config: testConfig(), clock: () => T0.getTime() });
    const response = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '192.0.2.33' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const status = await publishStatus(first, { code: 'KEEP01', details: { emergency: true } }, T0);
    expect((await first.takeThrottleSlot('192.0.2.33', rule, T0)).allowed).toBe(true);
    expect((await first.takeThrottleSlot('192.0.2.33', rule, T0)).allowed).toBe(true);
    await first.close();

    const second = await PgliteStore.open(dataDir);
    try {
      expect(await second.listFeedback()).toEqual([
        { ...VALID_FEEDBACK, id, clientKey: '192.0.2.33', createdAt: T0, handledAt: null },
      ]);
      expect(await second.findStatusByCodeHash(hashAccessCode(TEST_SECRET, 'KEEP01'), T0, 24)).toEqual({
        state: 'live',
        status,
      });
      // The throttle holds across the restart.
      expect(await second.takeThrottleSlot('192.0.2.33', rule, at(1000))).toEqual({
        allowed: false,
        retryAfterMs: 59_000,
      });
      expect(await second.schemaVersions()).toEqual(MIGRATIONS.map((migration) => migration.version));
    } finally {
      await second.close();
    }
  }, 120_000); // two opens and closes of PGlite on disk: slow on a busy machine

  it('refuses a second process on the same folder while the first is open', async () => {
    const store = await PgliteStore.open(dataDir);
    try {
      await expect(PgliteStore.open(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await store.close();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    // A pid far above any real one stands for a crashed server.
    writeFileSync(join(dataDir, 'server.lock'), '99999999');
    const store = await PgliteStore.open(dataDir);
    await store.ping();
    await store.close();
  });
});

describe('an in-memory store', () => {
  it('throttles, releases, counts and prunes', async () => {
    const store = await PgliteStore.open();
    try {
      const first = await store.takeThrottleSlot('a', rule, at(0));
      const second = await store.takeThrottleSlot('a', rule, at(10_000));
      expect(first.allowed && second.allowed).toBe(true);
      expect(await store.takeThrottleSlot('a', rule, at(20_000))).toEqual({
        allowed: false,
        retryAfterMs: 40_000,
      });
      expect((await store.takeThrottleSlot('b', rule, at(20_000))).allowed).toBe(true);
      expect((await store.takeThrottleSlot('a', { ...rule, kind: 'other' }, at(20_000))).allowed).toBe(true);

      if (second.allowed) await store.releaseThrottleSlot(second.eventId);
      expect((await store.takeThrottleSlot('a', rule, at(20_000))).allowed).toBe(true);

      expect(await store.countThrottleEvents('test', at(0))).toBe(2); // after the first event
      expect(await store.countThrottleEvents('test', at(-1))).toBe(3);
      expect(await store.pruneThrottleEvents(at(15_000))).toBe(1);
      expect(await store.countThrottleEvents('test', at(-1))).toBe(2);

      // Slots free one by one as events leave the window.
      expect((await store.takeThrottleSlot('a', rule, at(60_000))).allowed).toBe(true);
      expect(await store.takeThrottleSlot('a', rule, at(70_000))).toEqual({
        allowed: false,
        retryAfterMs: 10_000,
      });
      expect((await store.takeThrottleSlot('a', rule, at(80_000))).allowed).toBe(true);

      // A code's hash is live once at most.
      await publishStatus(store, { code: 'CODE01' }, T0);
      await expect(publishStatus(store, { code: 'CODE01', owner: 'user-2' }, at(1))).rejects.toThrow(/taken/);
    } finally {
      await store.close();
    }
    await expect(store.ping()).rejects.toThrow();
  });
});
