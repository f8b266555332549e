/** Every text of the admin pages: the headings, labels and failure messages. */
export const ADMIN_LOGIN_TEXTS = {
  heading: 'Admin Login',
  subtitle: 'Access the administrative dashboard',
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Enter your username.',
  passwordRequired: 'Enter your password.',
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
