// The access code's plain facts, apart from its zod schema (access-code.ts), so that code which must stay small,
// such as the hero lookup page's start script, can use them without loading zod.

/** Length of the access code a hero receives by text message. */
export const ACCESS_CODE_LENGTH = 6;

/** The access code that answers with `SAMPLE_SNAPSHOT` without calling the server (demo and test mode). */
export const DEMO_ACCESS_CODE = 'AAAAAA';

export const ACCESS_CODE_MESSAGES = {
  required: 'Enter the 6-character code.',
  invalid: 'The code is 6 letters or digits, like ABC123.',
} as const;

/** What an access code may hold: ASCII letters and digits. */
export const ASCII_ALPHANUMERIC = /^[A-Za-z0-9]*$/;

/**
 * Why a typed access code is not valid, in `AccessCode`'s words and order, or undefined for a valid one: the same
 * rules without zod, for a page whose first load must stay small.
 *
 * @example
 * accessCodeProblem(' abc12 '); // 'The code is 6 letters or digits, like ABC123.'
 * accessCodeProblem('abc123'); // undefined
 */
export function accessCodeProblem(value: string): string | undefined {
  const code = value.trim();
  if (code === '') return ACCESS_CODE_MESSAGES.required;
  if (!ASCII_ALPHANUMERIC.test(code) || code.length !== ACCESS_CODE_LENGTH)
    return ACCESS_CODE_MESSAGES.invalid;
  return undefined;
}
