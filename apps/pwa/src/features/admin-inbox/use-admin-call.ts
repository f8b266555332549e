import { isApiError } from '@safety-companion/api';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Wraps the inbox's API calls: a 401 (never signed in, or the session ended) sends the admin to the login page;
 * any other failure is rethrown for the caller to show.
 */
export function useAdminCall() {
  const navigate = useNavigate();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await call();
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          void navigate({ to: '/admin-login', replace: true });
          return undefined;
        }
        throw error;
      }
    },
    [navigate],
  );
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A received date as the inbox shows it, like 'Nov 23, 2026, 2:05 PM'. */
export function formatReceived(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

const EXCERPT_WORDS = 12;

/** The first words of a message, for the list. */
export function firstWords(body: string): string {
  const words = body.trim().split(/\s+/);
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ');
}
