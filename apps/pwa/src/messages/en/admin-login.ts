import { ADMIN_LOGIN_FIELD_MESSAGES, WAIT_WORDS } from '@safety-companion/contract';

// The admin login form's words. The fields' rules are the contract's texts, which the server answers with too.
export default {
  username: 'Username',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failure: 'An error occurred. Please try again.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  /** The same, when the server said how long to wait (`wait`, written by the contract's `describeWait`). */
  tooManyAttemptsFor: (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
  wait: WAIT_WORDS,
  fields: ADMIN_LOGIN_FIELD_MESSAGES,
};
