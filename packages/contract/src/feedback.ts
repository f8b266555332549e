import { isApiError } from './errors.js';

/** The texts `describeFeedbackError` chooses from, by the failure's code; a page in another language gives its own. */
export interface FeedbackErrorMessages {
  authentication: string;
  network: string;
  server: string;
  unavailable: string;
  timeout: string;
  other: (message: string) => string;
  unknown: string;
}

/** Which failure sending feedback met: a key of `FeedbackErrorMessages` (`unknown` is said inside `other`). */
export type FeedbackErrorKind = Exclude<keyof FeedbackErrorMessages, 'unknown'>;

/** The texts a visitor is told when sending feedback fails, in the order the failure table is read. */
export const FEEDBACK_ERROR_MESSAGES = {
  authentication: 'Please log in to submit feedback.',
  network: 'Network error. Please check your connection and try again.',
  server: 'Server error. Please try again later.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  timeout: 'Request timed out. Please check your connection and try again.',
  other: (message: string) => `Failed to submit feedback: ${message}`,
  unknown: 'Unknown error occurred',
} as const satisfies FeedbackErrorMessages;

function namesAMessage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { message, error } = body as { message?: unknown; error?: unknown };
  return (typeof message === 'string' && message !== '') || (typeof error === 'string' && error !== '');
}

/** The error's own message, or undefined for one without. */
function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/**
 * Which failure sending feedback met (the spec's table, read in order): the first row the error's message matches;
 * when none does and the answer named no message, a server failure (5xx) or a missing service (404) by its status;
 * else `other` (said with the error's own message, or `unknown` for an error without one).
 *
 * @example
 * feedbackErrorKind(new Error('Authentication required')); // 'authentication'
 */
export function feedbackErrorKind(error: unknown): FeedbackErrorKind {
  const message = messageOf(error) ?? '';
  if (message.includes('Authentication required')) return 'authentication';
  if (message.includes('Network') || message.includes('fetch')) return 'network';
  if (message.includes('500') || message.includes('Internal Server Error')) return 'server';
  if (message.includes('404')) return 'unavailable';
  if (message.includes('timed out')) return 'timeout';
  // A failed answer whose body names no message (`{}`, a proxy's error page) still tells its kind by its status.
  if (isApiError(error) && error.kind === 'http' && !namesAMessage(error.body)) {
    if (error.status === 404) return 'unavailable';
    if ((error.status ?? 0) >= 500) return 'server';
  }
  return 'other';
}

/**
 * The text a visitor sees when sending feedback failed, worded by its kind (`feedbackErrorKind`): English unless
 * `messages` gives another language's words; `other` carries the error's own message as it is.
 *
 * @example
 * describeFeedbackError(new Error('Authentication required')); // 'Please log in to submit feedback.'
 */
export function describeFeedbackError(
  error: unknown,
  messages: FeedbackErrorMessages = FEEDBACK_ERROR_MESSAGES,
): string {
  const kind = feedbackErrorKind(error);
  return kind === 'other' ? messages.other(messageOf(error) ?? messages.unknown) : messages[kind];
}
