import { isApiError } from '@safety-companion/api';

/** True when the server no longer knows the admin: never signed in, or the session ended. */
export function isSignedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Where a visitor who is not signed in goes. */
export const LOGIN_REDIRECT = { to: '/admin-login', replace: true } as const;
