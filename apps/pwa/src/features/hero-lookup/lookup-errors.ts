import { ACCESS_CODE_MESSAGES, accessCodeProblem, isApiError } from '@safety-companion/contract';
import { LOOKUP_TEXTS } from './messages';

/**
 * The text a hero sees when a lookup failed, in the page's language: the contract's `describeLookupError`, with
 * the `lookup` section's words. A request the server refused as invalid keeps the server's own words.
 */
export function describeLookupFailure(error: unknown): string {
  const texts = LOOKUP_TEXTS.errors;
  if (!isApiError(error)) return texts.unavailable;
  switch (error.kind) {
    case 'invalid-request':
      return error.message;
    case 'timeout':
    case 'network':
      return texts.unreachable;
    case 'http': {
      const status = error.status ?? 0;
      if (status === 429) {
        return error.retryAfterSeconds === undefined
          ? texts.tooManyAttempts
          : texts.tooManyAttemptsFor(texts.wait(Math.max(1, Math.ceil(error.retryAfterSeconds / 60))));
      }
      if (status === 410) return texts.ended;
      if (status >= 400 && status < 500) return texts.notFound;
      return texts.unavailable;
    }
    default:
      return texts.unavailable;
  }
}

/**
 * Why a typed access code is not valid, in the page's language (the contract's `accessCodeProblem` decides), or
 * undefined for a valid one.
 */
export function codeProblem(value: string): string | undefined {
  const problem = accessCodeProblem(value);
  if (problem === undefined) return undefined;
  return problem === ACCESS_CODE_MESSAGES.required
    ? LOOKUP_TEXTS.codeProblems.required
    : LOOKUP_TEXTS.codeProblems.invalid;
}
