import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCreate } from '../test/run-admin-create.js';
import { openEmbeddedStore } from '../test/store-readers.js';
import { createTestDatabase, TEST_SECRET } from '../test/support.js';
import { SqlStore } from './store/sql-store.js';

// Each run starts tsx and the server's own PostgreSQL: seconds each on a busy machine.
describe('pnpm admin:create on the embedded store', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'safety-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (env: Record<string, string>) =>
    runAdminCreate({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });

  it('creates an admin from ADMIN_USERNAME and ADMIN_PASSWORD, and says when the store is busy', async () => {
    const created = await run({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'a long enough password' });
    expect(created.stdout).toContain('Admin "ops" created.');
    expect(created.code).toBe(0);

    const open = await openEmbeddedStore({ dataDir, poolSize: 1 });
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

describe('pnpm admin:create with DATABASE_URL', { timeout: 120_000 }, () => {
  it('creates an admin in PostgreSQL while a server has the database open, then resets the password', async () => {
    const url = await createTestDatabase();
    // As a running server would: the database stays open, unlike the embedded store's folder.
    const open = await SqlStore.openPostgres({ url, poolSize: 2 });
    try {
      const env = { DATABASE_URL: url, ACCESS_CODE_SECRET: TEST_SECRET, ADMIN_USERNAME: 'ops' };
      const created = await runAdminCreate({ ...env, ADMIN_PASSWORD: 'a long enough password' });
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('Admin "ops" created.');
      const first = await open.findAdmin('ops');
      expect(first?.username).toBe('ops');

      const reset = await runAdminCreate({ ...env, ADMIN_PASSWORD: 'another long password' });
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain('Admin "ops" has a new password');
      expect((await open.findAdmin('ops'))?.password.hash).not.toEqual(first?.password.hash);
    } finally {
      await open.close();
    }
  });
});
