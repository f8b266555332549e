import { describeWait, isApiError, WAIT_WORDS, type WaitWords } from './errors.js';

/** The texts `describeLookupError` chooses from; a page in another language gives its own. */
export interface LookupErrorMessages {
  notFound: string;
  ended: string;
  tooManyAttempts: string;
  tooManyAttemptsFor: (wait: string) => string;
  unavailable: string;
  unreachable: string;
}

/** What a hero is told when a lookup fails. The spec gives 'User not found.'; the rest say why, never nothing. */
export const LOOKUP_ERROR_MESSAGES = {
  notFound: 'User not found.',
  /** A status its user stopped (the server answers 410 for a while, then forgets the code). */
  ended: 'This status has ended.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  /** The same, when the server said how long to wait (see `describeWait`). */
  tooManyAttemptsFor: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  unavailable: 'The lookup service is unavailable right now. Please try again shortly.',
  unreachable: 'Could not reach the server. Check your connection and try again.',
} as const satisfies LookupErrorMessages;

/**
 * True when a lookup failed because the user stopped the status (410): the site shows it as its own state.
 *
 * @example
 * if (isStatusEnded(error)) showEnded();
 */
export function isStatusEnded(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 410;
}

/** Why a lookup failed, as `describeLookupError` words it: a message's key, or `invalid` for a refused request. */
export type LookupErrorKind =
  | 'notFound'
  | 'ended'
  | 'tooManyAttempts'
  | 'unavailable'
  | 'unreachable'
  | 'invalid';

/**
 * Why a lookup failed, by kind, so that a page can add what to do next (a wrong code's advice) without matching
 * the words.
 *
 * @example
 * lookupErrorKind(new ApiError('Not found', { kind: 'http', status: 404 })); // 'notFound'
 */
export function lookupErrorKind(error: unknown): LookupErrorKind {
  if (!isApiError(error)) return 'unavailable';
  switch (error.kind) {
    case 'invalid-request':
      return 'invalid';
    case 'timeout':
    case 'network':
      return 'unreachable';
    case 'http': {
      const status = error.status ?? 0;
      if (status === 429) return 'tooManyAttempts';
      if (status === 410) return 'ended';
      if (status >= 400 && status < 500) return 'notFound';
      return 'unavailable';
    }
    default:
      return 'unavailable';
  }
}

/**
 * The text a hero sees when a lookup failed: English unless `messages` and `wait` give another language's words. A
 * request the server refused as invalid keeps the server's own words.
 *
 * @example
 * describeLookupError(new ApiError('Not found', { kind: 'http', status: 404 })); // 'User not found.'
 */
export function describeLookupError(
  error: unknown,
  messages: LookupErrorMessages = LOOKUP_ERROR_MESSAGES,
  wait: WaitWords = WAIT_WORDS,
): string {
  const kind = lookupErrorKind(error);
  if (kind === 'invalid') return isApiError(error) ? error.message : messages.unavailable;
  if (kind === 'tooManyAttempts' && isApiError(error) && error.retryAfterSeconds !== undefined)
    return messages.tooManyAttemptsFor(describeWait(error.retryAfterSeconds, wait));
  return messages[kind];
}
