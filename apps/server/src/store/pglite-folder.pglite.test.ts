import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, publishStatus, TEST_SECRET, testConfig, VALID_FEEDBACK } from '../../test/support.js';
import { hashAccessCode } from '../access-codes.js';
import { createApp } from '../app.js';
import { MIGRATIONS } from './migrations.js';
import { SqlStore } from './sql-store.js';

const dataDir = mkdtempSync(join(tmpdir(), 'safety-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const T0 = new Date(Date.UTC(2025, 0, 1));
const rule = { kind: 'test', limit: 2, windowMs: 60_000 };

// One file-backed store: opened, used, closed and reopened, as across a restart.
describe('a PGlite store in a folder', () => {
  // Two PGlite starts from a folder: slow on a busy machine.
  it('keeps acknowledged feedback, statuses and throttle events across a restart, and migrates once', {
    timeout: 120_000,
  }, async () => {
    const first = await SqlStore.openPglite(dataDir);
    const app = createApp({ store: first, config: testConfig(), clock: () => T0.getTime() });
    const response = await postJson(app, '/api/addFeedback', VALID_FEEDBACK, { address: '192.0.2.33' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const status = await publishStatus(first, { code: 'KEEP01', details: { emergency: true } }, T0);
    expect((await first.takeThrottleSlot('192.0.2.33', rule, T0)).allowed).toBe(true);
    expect((await first.takeThrottleSlot('192.0.2.33', rule, T0)).allowed).toBe(true);
    await first.close();

    const second = await SqlStore.openPglite(dataDir);
    try {
      expect(await second.listFeedback()).toEqual([
        { ...VALID_FEEDBACK, id, clientKey: '192.0.2.33', createdAt: T0, handledAt: null },
      ]);
      expect(await second.findStatusByCodeHash(hashAccessCode(TEST_SECRET, 'KEEP01'), T0, 24)).toEqual({
        state: 'live',
        status,
      });
      // The throttle holds across the restart.
      expect(await second.takeThrottleSlot('192.0.2.33', rule, new Date(T0.getTime() + 1000))).toEqual({
        allowed: false,
        retryAfterMs: 59_000,
      });
      expect(await second.schemaVersions()).toEqual(MIGRATIONS.map((migration) => migration.version));
    } finally {
      await second.close();
    }
  });
});
