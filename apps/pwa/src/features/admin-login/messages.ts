import { ADMIN_CREDENTIALS_MESSAGES } from '@safety-companion/api';

/** Every text of the admin login (spec sections 2 and 8). */
export const ADMIN_LOGIN_TEXTS = {
  heading: 'Admin Login',
  subtitle: 'Access the administrative dashboard',
  username: 'Username',
  password: 'Password',
  usernameRequired: ADMIN_CREDENTIALS_MESSAGES.usernameRequired,
  passwordRequired: ADMIN_CREDENTIALS_MESSAGES.passwordRequired,
  submit: 'Sign In',
  submitting: 'Signing in...',
  invalidCredentials: 'Invalid credentials. Please try again.',
  failure: 'An error occurred. Please try again.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
} as const;
