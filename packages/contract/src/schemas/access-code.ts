import * as z from 'zod/mini';
import { ACCESS_CODE_LENGTH } from './access-code-rules.js';

export { ACCESS_CODE_LENGTH, DEMO_ACCESS_CODE } from './access-code-rules.js';

export const ACCESS_CODE_MESSAGES = {
  required: 'Enter the 6-character code.',
  invalid: 'The code is 6 letters or digits, like ABC123.',
} as const;

const ASCII_ALPHANUMERIC = /^[A-Za-z0-9]*$/;

/**
 * A hero's access code: exactly 6 ASCII letters or digits. Surrounding spaces are ignored and lower case is
 * accepted; the parsed value is upper-cased.
 *
 * @example
 * AccessCode.parse(' abc123 '); // 'ABC123'
 */
export const AccessCode = z.pipe(
  z
    .string(ACCESS_CODE_MESSAGES.required)
    .check(
      z.trim(),
      z.minLength(1, ACCESS_CODE_MESSAGES.required),
      z.regex(ASCII_ALPHANUMERIC, ACCESS_CODE_MESSAGES.invalid),
      z.length(ACCESS_CODE_LENGTH, ACCESS_CODE_MESSAGES.invalid),
    ),
  z.transform((code: string) => code.toUpperCase()),
);

/** An access code after validation: 6 upper-case ASCII letters or digits. */
export type AccessCode = z.output<typeof AccessCode>;
