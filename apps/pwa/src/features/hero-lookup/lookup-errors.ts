import { accessCodeFault, describeLookupError } from '@safety-companion/contract';
import { contractWords } from '../../i18n/contract-words';
import english from '../../messages/en/lookup';
import { LOOKUP_TEXTS } from './messages';

/**
 * The text a hero sees when a lookup failed (the contract's `describeLookupError`), in the page's language; a
 * request the server refused as invalid is said in the server's words, translated when they are the contract's.
 */
export function describeLookupFailure(error: unknown): string {
  const { wait, ...messages } = LOOKUP_TEXTS.errors;
  return contractWords(english, LOOKUP_TEXTS, describeLookupError(error, messages, wait));
}

/**
 * Why a typed access code is not valid, in the page's language (the contract's `accessCodeFault` decides), or
 * undefined for a valid one.
 */
export function codeProblem(value: string): string | undefined {
  const fault = accessCodeFault(value);
  return fault && LOOKUP_TEXTS.codeProblems[fault];
}
