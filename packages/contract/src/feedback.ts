import { isApiError } from './errors.js';

/** The texts a visitor is told when sending feedback fails, in the order the failure table is read. */
export const FEEDBACK_ERROR_MESSAGES = {
  authentication: 'Please log in to submit feedback.',
  network: 'Network error. Please check your connection and try again.',
  server: 'Server error. Please try again later.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  timeout: 'Request timed out. Please check your connection and try again.',
  other: (message: string) => `Failed to submit feedback: ${message}`,
  unknown: 'Unknown error occurred',
} as const;

function namesAMessage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { message, error } = body as { message?: unknown; error?: unknown };
  return (typeof message === 'string' && message !== '') || (typeof error === 'string' && error !== '');
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FEEDBACK_ERROR_MESSAGES.unknown;
}

/**
 * The text a visitor sees when sending feedback failed: the first row of the spec's table that the error's
 * message matches; when none does and the answer named no message, a server failure (5xx) or a missing service
 * (404) by its status.
 *
 * @example
 * describeFeedbackError(new Error('Authentication required')); // 'Please log in to submit feedback.'
 */
export function describeFeedbackError(error: unknown): string {
  const message = messageOf(error);
  if (message.includes('Authentication required')) return FEEDBACK_ERROR_MESSAGES.authentication;
  if (message.includes('Network') || message.includes('fetch')) return FEEDBACK_ERROR_MESSAGES.network;
  if (message.includes('500') || message.includes('Internal Server Error'))
    return FEEDBACK_ERROR_MESSAGES.server;
  if (message.includes('404')) return FEEDBACK_ERROR_MESSAGES.unavailable;
  if (message.includes('timed out')) return FEEDBACK_ERROR_MESSAGES.timeout;
  // A failed answer whose body names no message (`{}`, a proxy's error page) still tells its kind by its status.
  if (isApiError(error) && error.kind === 'http' && !namesAMessage(error.body)) {
    if (error.status === 404) return FEEDBACK_ERROR_MESSAGES.unavailable;
    if ((error.status ?? 0) >= 500) return FEEDBACK_ERROR_MESSAGES.server;
  }
  return FEEDBACK_ERROR_MESSAGES.other(message);
}
