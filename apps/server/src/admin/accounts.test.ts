import { describe, expect, it } from 'vitest';
import { useTestStore } from '../../test/support.js';
import { AdminInputError, createAdmin } from './accounts.js';
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
