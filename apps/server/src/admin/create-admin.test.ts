import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestStore } from '../../test/support.js';
import { SERVER_DIR } from '../config.js';
import { PgliteStore } from '../store/pglite-store.js';
import { AdminInputError, createAdmin } from './create-admin.js';
import { SCRYPT_COST, verifyPassword } from './passwords.js';

const store = useTestStore();
const CHEAP = { n: 2 ** 10, r: 8, p: 1 };
const AT = new Date(Date.UTC(2026, 10, 23));

describe('createAdmin', () => {
  it('stores a salted scrypt hash with its parameters, never the password', async () => {
    await createAdmin(store(), { username: ' ada ', password: 'correct horse battery' }, AT);
    const admin = await store().findAdmin('ada');
    expect(admin?.password).toMatchObject(SCRYPT_COST);
    expect(admin?.password.salt).toHaveLength(16);
    expect(admin?.password.hash.toString('utf8')).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', admin?.password ?? ({} as never))).toBe(true);
    expect(await verifyPassword('correct horse batterY', admin?.password ?? ({} as never))).toBe(false);

    await createAdmin(store(), { username: 'grace', password: 'correct horse battery' }, AT, CHEAP);
    // The same password gives another hash: each has its own salt.
    expect((await store().findAdmin('grace'))?.password.salt).not.toEqual(admin?.password.salt);
  });

  it('resets the password of an existing admin', async () => {
    expect(
      (await createAdmin(store(), { username: 'ada', password: 'first password!' }, AT, CHEAP)).outcome,
    ).toBe('created');
    expect(
      (await createAdmin(store(), { username: 'ada', password: 'second password' }, AT, CHEAP)).outcome,
    ).toBe('updated');
    const admin = await store().findAdmin('ada');
    expect(await verifyPassword('second password', admin?.password ?? ({} as never))).toBe(true);
  });

  it.each([
    ['a password of 11 characters', { username: 'ada', password: '12345678901' }, /at least 12 characters/],
    [
      'an empty username',
      { username: '  ', password: 'long enough password' },
      /^Username: Enter your username\./,
    ],
  ])('refuses %s', async (_case, input, message) => {
    await expect(createAdmin(store(), input, AT, CHEAP)).rejects.toThrow(message);
    await expect(createAdmin(store(), input, AT, CHEAP)).rejects.toBeInstanceOf(AdminInputError);
    expect(await store().findAdmin(input.username.trim())).toBeUndefined();
  });
});

// Each run starts tsx and the embedded store: seconds each on a busy machine.
describe('pnpm admin:create', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'safety-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin-create.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('creates an admin from ADMIN_USERNAME and ADMIN_PASSWORD, and says when the store is busy', async () => {
    const created = await run({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'a long enough password' });
    expect(created.stdout).toContain('Admin "ops" created.');
    expect(created.code).toBe(0);

    const open = await PgliteStore.open(dataDir);
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
