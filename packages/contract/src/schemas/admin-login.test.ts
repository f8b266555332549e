import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_FIELD_MESSAGES, ADMIN_LOGIN_LIMITS, AdminCredentials } from './admin-login.js';

function firstMessage(value: unknown): string | undefined {
  const result = AdminCredentials.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('AdminCredentials', () => {
  it('trims the username and keeps the password exactly as typed', () => {
    expect(AdminCredentials.parse({ username: ' ada ', password: ' pass word ' })).toEqual({
      username: 'ada',
      password: ' pass word ',
    });
  });

  it.each([
    ['a missing username', { password: 'x' }, ADMIN_LOGIN_FIELD_MESSAGES.username.required],
    [
      'a username of spaces',
      { username: '   ', password: 'x' },
      ADMIN_LOGIN_FIELD_MESSAGES.username.required,
    ],
    ['a number for a username', { username: 7, password: 'x' }, ADMIN_LOGIN_FIELD_MESSAGES.username.required],
    ['an empty password', { username: 'ada', password: '' }, ADMIN_LOGIN_FIELD_MESSAGES.password.required],
    [
      'a username that is too long',
      { username: 'a'.repeat(ADMIN_LOGIN_LIMITS.username + 1), password: 'x' },
      'Keep the username under 201 characters.',
    ],
    [
      'a password that is too long',
      { username: 'ada', password: 'p'.repeat(ADMIN_LOGIN_LIMITS.password + 1) },
      'Keep the password under 1001 characters.',
    ],
  ])('refuses %s with the field message', (_case, value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('accepts the longest values', () => {
    const longest = {
      username: 'a'.repeat(ADMIN_LOGIN_LIMITS.username),
      password: 'p'.repeat(ADMIN_LOGIN_LIMITS.password),
    };
    expect(AdminCredentials.safeParse(longest).success).toBe(true);
  });

  it('refuses a field it does not know', () => {
    expect(AdminCredentials.safeParse({ username: 'a', password: 'b', role: 'admin' }).success).toBe(false);
  });
});
