import { ADMIN_LOGIN_FIELD_MESSAGES } from '@safety-companion/contract';

// The admin login form's words. The fields' rules are the contract's texts, which the server answers with too.
export default {
  username: 'Username',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failure: 'An error occurred. Please try again.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  /** The same, when the server said how long to wait (`wait`, written by `waitFor`). */
  tooManyAttemptsFor: (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
  /** How long to wait, in whole minutes (at least one), as the contract's `describeWait` writes it. */
  waitFor: (minutes: number) => (minutes === 1 ? 'a minute' : `${minutes} minutes`),
  fields: ADMIN_LOGIN_FIELD_MESSAGES,
};
