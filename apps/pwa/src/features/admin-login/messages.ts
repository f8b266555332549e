/** Every text of the admin pages but the field messages: the contract's `ADMIN_LOGIN_FIELD_MESSAGES`, which the
 * server answers with too. */
export const ADMIN_LOGIN_TEXTS = {
  heading: 'Admin Login',
  subtitle: 'Access the administrative dashboard',
  username: 'Username',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failure: 'An error occurred. Please try again.',
} as const;

export const ADMIN_DASHBOARD_TEXTS = {
  heading: 'Admin Dashboard',
  unavailable: 'The admin dashboard is not available yet. There is nothing to manage here for now.',
  home: 'Go to the home page',
} as const;
