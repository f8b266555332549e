import { describe, expect, it } from 'vitest';
import { runAdminCreate } from '../test/admin-create.js';
import { createTestDatabase, TEST_SECRET } from '../test/support.js';
import { SqlStore } from './store/sql-store.js';

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
