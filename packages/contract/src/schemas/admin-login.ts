import * as z from 'zod/mini';

/** Longest accepted username and password, in characters. */
export const ADMIN_LOGIN_LIMITS = { username: 200, password: 1000 } as const;

/** Field messages of the admin login form; the server answers a bad request with the same words.
 * Keyed by the rule's code (`fieldRuleOf`). */
export const ADMIN_LOGIN_FIELD_MESSAGES = {
  username: {
    required: 'Enter your username.',
    tooLong: `Keep the username under ${ADMIN_LOGIN_LIMITS.username + 1} characters.`,
  },
  password: {
    required: 'Enter your password.',
    tooLong: `Keep the password under ${ADMIN_LOGIN_LIMITS.password + 1} characters.`,
  },
} as const;

/**
 * The credentials of the admin login form, as typed and as sent: the username trimmed, the password taken
 * exactly as typed (spaces included), both required; no other field.
 *
 * @example
 * AdminCredentials.parse({ username: ' ada ', password: ' s3cret ' }); // { username: 'ada', password: ' s3cret ' }
 */
export const AdminCredentials = z.strictObject({
  username: z
    .string(ADMIN_LOGIN_FIELD_MESSAGES.username.required)
    .check(
      z.trim(),
      z.minLength(1, ADMIN_LOGIN_FIELD_MESSAGES.username.required),
      z.maxLength(ADMIN_LOGIN_LIMITS.username, ADMIN_LOGIN_FIELD_MESSAGES.username.tooLong),
    ),
  password: z
    .string(ADMIN_LOGIN_FIELD_MESSAGES.password.required)
    .check(
      z.minLength(1, ADMIN_LOGIN_FIELD_MESSAGES.password.required),
      z.maxLength(ADMIN_LOGIN_LIMITS.password, ADMIN_LOGIN_FIELD_MESSAGES.password.tooLong),
    ),
});
export type AdminCredentials = z.output<typeof AdminCredentials>;
