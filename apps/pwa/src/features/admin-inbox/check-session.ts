import type { AdminClient } from '@safety-companion/api';
import { redirect } from '@tanstack/react-router';
import { adminApi } from './admin-api';
import { isSignedOut, LOGIN_REDIRECT } from './session';

/**
 * The dashboard's `beforeLoad`: who is signed in, and the client the inbox calls; a visitor who is not signed in
 * is redirected to the login page.
 */
export async function checkSession(
  api: AdminClient = adminApi,
): Promise<{ api: AdminClient; username: string }> {
  try {
    const { username } = await api.adminSession();
    return { api, username };
  } catch (error) {
    if (isSignedOut(error)) throw redirect(LOGIN_REDIRECT);
    throw error;
  }
}
