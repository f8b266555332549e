/**
 * Every text of the login form but the field messages: the contract's `ADMIN_LOGIN_FIELD_MESSAGES`, which the
 * server answers with too.
 */
export const ADMIN_LOGIN_TEXTS = {
  username: 'Username',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failure: 'An error occurred. Please try again.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  /** The same, when the server said how long to wait (the contract's `describeWait`). */
  tooManyAttemptsFor: (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
} as const;
