// The access code's plain facts, apart from its zod schema (access-code.ts), so that code which must stay small,
// such as the hero lookup page's start script, can use them without loading zod.

/** Length of the access code a hero receives by text message. */
export const ACCESS_CODE_LENGTH = 6;

/** The access code that answers with `SAMPLE_SNAPSHOT` without calling the server (demo and test mode). */
export const DEMO_ACCESS_CODE = 'AAAAAA';

export const ACCESS_CODE_MESSAGES = {
  required: 'Enter the 6-character code.',
  invalid: 'The code is 6 letters or digits, like ABC123.',
  /** A U is a typo: Crockford's base 32, the alphabet of codes, has none. */
  withU: 'Codes never contain U.',
} as const;

/**
 * The alphabet new codes are drawn from: Crockford's base 32 (https://www.crockford.com/base32.html), the digits and
 * the letters but I, L, O and U, so that no two of its characters look alike in a text message.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What an access code may hold: ASCII letters and digits. */
export const ASCII_ALPHANUMERIC = /^[A-Za-z0-9]*$/;

/** What people put between a code's groups, typed or pasted with it: white space, hyphens and dashes, dots. */
const SEPARATORS = /[\s.\u2010-\u2015-]/g;

/**
 * A code as a person typed or pasted it, as it is checked and sent: without spaces, hyphens or dots, upper-cased.
 *
 * @example
 * tidyAccessCode(' abc-123 '); // 'ABC123'
 * tidyAccessCode('K7Q 2ZD'); // 'K7Q2ZD'
 */
export function tidyAccessCode(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/**
 * The codes a tidied code may stand for, the code as sent first: with its Crockford reading (O as 0, I and L as 1)
 * when that differs, so that a look-alike typed from a text message finds its code, and a code issued before the
 * Crockford alphabet (which may hold O or I) is found as sent.
 *
 * @example
 * accessCodeReadings('SLXO6T'); // ['SLXO6T', 'S1X06T']
 * accessCodeReadings('K7Q2ZD'); // ['K7Q2ZD']
 */
export function accessCodeReadings(code: string): string[] {
  const reading = code.replace(/O/g, '0').replace(/[IL]/g, '1');
  return reading === code ? [code] : [code, reading];
}

/** What is wrong with a typed access code, by kind: the key of its message in `ACCESS_CODE_MESSAGES`. */
export type AccessCodeFault = keyof typeof ACCESS_CODE_MESSAGES;

/**
 * What is wrong with a typed access code, by kind, or undefined for a valid one: `accessCodeProblem` without its
 * words, for code that words it itself (a page in another language) or only asks whether a code is valid (the
 * lookup page's inline script, which carries no message it never shows).
 *
 * @example
 * accessCodeFault('abc-123'); // undefined
 * accessCodeFault('ABCU23'); // 'withU'
 */
export function accessCodeFault(value: string): AccessCodeFault | undefined {
  const code = tidyAccessCode(value);
  if (code === '') return 'required';
  if (!ASCII_ALPHANUMERIC.test(code)) return 'invalid';
  if (code.includes('U')) return 'withU';
  if (code.length !== ACCESS_CODE_LENGTH) return 'invalid';
  return undefined;
}

/**
 * Why a typed access code is not valid, in `AccessCode`'s words and order, or undefined for a valid one: the same
 * rules without zod, for a page whose first load must stay small. Spaces, hyphens and dots do not count
 * (`tidyAccessCode`).
 *
 * @example
 * accessCodeProblem(' abc12 '); // 'The code is 6 letters or digits, like ABC123.'
 * accessCodeProblem('abc-123'); // undefined
 * accessCodeProblem('ABCU23'); // 'Codes never contain U.'
 */
export function accessCodeProblem(value: string): string | undefined {
  const fault = accessCodeFault(value);
  return fault && ACCESS_CODE_MESSAGES[fault];
}
