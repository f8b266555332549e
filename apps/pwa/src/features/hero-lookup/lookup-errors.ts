import {
  accessCodeFault,
  describeLookupError,
  isApiError,
  lookupErrorKind,
} from '@safety-companion/contract';
import { codeWords } from '../../i18n/code-words';
import { LOOKUP_TEXTS } from './messages';

/**
 * The text a hero sees when a lookup failed (the contract's `describeLookupError`, by the failure's kind), in the
 * page's language; a request refused as invalid is worded by its rule's code (an access code's fault) when the page
 * has words for it, else said in its own words.
 */
export function describeLookupFailure(error: unknown): string {
  const { wait, ...messages } = LOOKUP_TEXTS.errors;
  const refused = lookupErrorKind(error) === 'invalid' && isApiError(error);
  return (
    (refused && codeWords(LOOKUP_TEXTS.codeProblems, error.code)) ||
    describeLookupError(error, messages, wait)
  );
}

/**
 * Why a typed access code is not valid, in the page's language (the contract's `accessCodeFault` decides), or
 * undefined for a valid one.
 */
export function codeProblem(value: string): string | undefined {
  const fault = accessCodeFault(value);
  return fault && LOOKUP_TEXTS.codeProblems[fault];
}
