import { ACCESS_CODE_MESSAGES, accessCodeProblem, describeLookupError } from '@safety-companion/contract';
import { LOOKUP_TEXTS } from './messages';

/** The text a hero sees when a lookup failed (the contract's `describeLookupError`), in the page's language. */
export function describeLookupFailure(error: unknown): string {
  const { wait, ...messages } = LOOKUP_TEXTS.errors;
  return describeLookupError(error, messages, wait);
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
