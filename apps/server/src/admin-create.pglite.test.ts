import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCreate } from '../test/admin-create.js';
import { SqlStore } from './store/sql-store.js';

// Each run starts tsx and the embedded store: seconds each on a busy machine.
describe('pnpm admin:create on the embedded store', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'safety-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (env: Record<string, string>) =>
    runAdminCreate({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });

  it('creates an admin from ADMIN_USERNAME and ADMIN_PASSWORD, and says when the store is busy', async () => {
    const created = await run({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'a long enough password' });
    expect(created.stdout).toContain('Admin "ops" created.');
    expect(created.code).toBe(0);

    const open = await SqlStore.openPglite(dataDir);
    try {
      expect((await open.findAdmin('ops'))?.username).toBe('ops');
      const busy = await run({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'another long password' });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain(`is busy: process ${process.pid} has it open (is the server running?)`);
    } finally {
      await open.close();
    }
  });

  it('asks in a terminal only: without one and without the variables it says what to set', async () => {
    const result = await run({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Set ADMIN_USERNAME and ADMIN_PASSWORD');
  });
});
