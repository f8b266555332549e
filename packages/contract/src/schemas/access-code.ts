import * as z from 'zod/mini';
import { ACCESS_CODE_MESSAGES, accessCodeFault, tidyAccessCode } from './access-code-rules.js';

export {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MESSAGES,
  type AccessCodeFault,
  accessCodeFault,
  accessCodeProblem,
  accessCodeReadings,
  CROCKFORD_ALPHABET,
  DEMO_ACCESS_CODE,
  tidyAccessCode,
} from './access-code-rules.js';

/**
 * A hero's access code: exactly 6 ASCII letters or digits, never a U, once the spaces, hyphens and dots people type
 * between its groups are taken out; lower case is accepted. The parsed value is the tidied code, upper-cased
 * (`tidyAccessCode`). The rules are `accessCodeFault`'s, the one place they are written, so that a page without
 * zod checks exactly what the server does.
 *
 * @example
 * AccessCode.parse(' abc-123 '); // 'ABC123'
 */
export const AccessCode = z.pipe(
  z.string(ACCESS_CODE_MESSAGES.required).check(
    z.superRefine((value, context) => {
      // The fault is the issue's code (`fieldRuleOf`), which a page words in its language.
      const fault = accessCodeFault(value);
      if (fault)
        context.addIssue({
          code: 'custom',
          message: ACCESS_CODE_MESSAGES[fault],
          input: value,
          params: { code: fault },
        });
    }),
  ),
  z.transform(tidyAccessCode),
);

/** An access code after validation: 6 upper-case ASCII letters or digits. */
export type AccessCode = z.output<typeof AccessCode>;
