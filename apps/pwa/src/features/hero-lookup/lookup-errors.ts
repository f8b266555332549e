import LOOKUP_WORDS from 'words:lookup';
import {
  accessCodeFault,
  describeLookupError,
  isApiError,
  type LookupErrorMessages,
  lookupErrorKind,
  type WaitWords,
} from '@safety-companion/contract';
import { codeWords } from '../../i18n/code-words';

/**
 * The page's words of a failed lookup (the `lookup` section's `errors`) as the contract's `describeLookupError` takes
 * them: its messages, and how long to wait.
 */
function lookupErrorWords(): { messages: LookupErrorMessages; wait: WaitWords } {
  const { wait, ...errors } = LOOKUP_WORDS.errors;
  return {
    messages: { ...errors, tooManyAttemptsFor: (time) => errors.tooManyAttemptsFor({ wait: time }) },
    wait: { oneMinute: wait.oneMinute, minutes: (count) => wait.minutes({ count }) },
  };
}

/**
 * The text a hero sees when a lookup failed (the contract's `describeLookupError`, by the failure's kind), in the
 * page's language; a request refused as invalid is worded by its rule's code (an access code's fault) when the page
 * has words for it, else said in its own words.
 */
export function describeLookupFailure(error: unknown): string {
  const refused = lookupErrorKind(error) === 'invalid' && isApiError(error);
  const { messages, wait } = lookupErrorWords();
  return (
    (refused && codeWords(LOOKUP_WORDS.codeProblems, error.code)) ||
    describeLookupError(error, messages, wait)
  );
}

/**
 * Why a typed access code is not valid, in the page's language (the contract's `accessCodeFault` decides), or
 * undefined for a valid one.
 */
export function codeProblem(value: string): string | undefined {
  const fault = accessCodeFault(value);
  return fault && LOOKUP_WORDS.codeProblems[fault];
}
