import * as z from 'zod/mini';
import { ACCESS_CODE_LENGTH, ACCESS_CODE_MESSAGES, ASCII_ALPHANUMERIC } from './access-code-rules.js';

export {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MESSAGES,
  accessCodeProblem,
  DEMO_ACCESS_CODE,
} from './access-code-rules.js';

/**
 * A hero's access code: exactly 6 ASCII letters or digits. Surrounding spaces are ignored and lower case is
 * accepted; the parsed value is upper-cased. `accessCodeProblem` checks the same rules without zod.
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
