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
  if (!isApiError(error)) return messages.unavailable;
  switch (error.kind) {
    case 'invalid-request':
      return error.message;
    case 'timeout':
    case 'network':
      return messages.unreachable;
    case 'http': {
      const status = error.status ?? 0;
      if (status === 429) {
        return error.retryAfterSeconds === undefined
          ? messages.tooManyAttempts
          : messages.tooManyAttemptsFor(describeWait(error.retryAfterSeconds, wait));
      }
      if (status === 410) return messages.ended;
      if (status >= 400 && status < 500) return messages.notFound;
      return messages.unavailable;
    }
    default:
      return messages.unavailable;
  }
}
