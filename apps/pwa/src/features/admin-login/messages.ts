import ADMIN_LOGIN_WORDS from 'words:admin-login';
import { describeWait, isApiError, type WaitWords } from '@safety-companion/contract';
import { codeWords } from '../../i18n/code-words';

/** A field of the login form. */
export type AdminLoginField = keyof typeof ADMIN_LOGIN_WORDS.fields;

/**
 * A field's error in the page's language, worded by the code of the rule it broke (its `type`, `codedResolver`);
 * an error without a known code keeps its message.
 *
 * @example
 * adminLoginFieldWords('username', { type: 'required', message: 'Enter your username.' }); // Spanish on /es/
 */
export function adminLoginFieldWords(
  field: AdminLoginField,
  error: { type: string; message?: string } | undefined,
): string | undefined {
  if (!error) return undefined;
  return codeWords(ADMIN_LOGIN_WORDS.fields[field], error.type) ?? error.message;
}

/** The section's `wait` messages as the contract's `describeWait` reads them (its `minutes` takes the count). */
function waitWords(): WaitWords {
  const { wait } = ADMIN_LOGIN_WORDS;
  return { oneMinute: wait.oneMinute, minutes: (count) => wait.minutes({ count }) };
}

/**
 * Why signing in failed, in the page's language, worded by the answer's status: wrong credentials (401), too many
 * failures (429, with how long to wait when the server said it), or anything else.
 *
 * @example
 * loginFailureWords(new ApiError('Too many', { kind: 'http', status: 429, retryAfterSeconds: 300 }));
 * // 'Too many failed sign-in attempts. Please try again in 5 minutes.'
 */
export function loginFailureWords(error: unknown): string {
  if (isApiError(error) && error.status === 401) return ADMIN_LOGIN_WORDS.invalidCredentials;
  if (isApiError(error) && error.status === 429) {
    return error.retryAfterSeconds === undefined
      ? ADMIN_LOGIN_WORDS.tooManyAttempts
      : ADMIN_LOGIN_WORDS.tooManyAttemptsFor({ wait: describeWait(error.retryAfterSeconds, waitWords()) });
  }
  return ADMIN_LOGIN_WORDS.failure;
}
