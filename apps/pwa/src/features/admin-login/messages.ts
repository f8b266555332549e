/**
 * Every text of the admin pages but the field messages: the contract's `ADMIN_LOGIN_FIELD_MESSAGES`, which the
 * server answers with too. This table is in the site's first load (the routes' heads), which must not import the
 * API package.
 */
export const ADMIN_LOGIN_TEXTS = {
  heading: 'Admin Login',
  subtitle: 'Access the administrative dashboard',
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

/**
 * The admin dashboard's title and description: in the site's first load with the route's head, so kept apart
 * from the inbox's texts (`ADMIN_INBOX_TEXTS`), which load with the inbox.
 */
export const ADMIN_DASHBOARD_TEXTS = {
  heading: 'Admin Dashboard',
  description: 'The feedback inbox of the administrative dashboard.',
} as const;
