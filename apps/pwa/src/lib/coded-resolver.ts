import { toNestErrors } from '@hookform/resolvers';
import { fieldRuleOf } from '@safety-companion/api';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * A form resolver for a contract schema whose field errors carry the code of the rule broken as their `type`
 * (`fieldRuleOf`: `required`, `tooLong`, `invalid`, …), so that the page words them by code in its language; the
 * message stays the contract's English. The first issue of each field is its error, as zod's own resolver does.
 *
 * @example
 * useForm<FeedbackInput>({ resolver: codedResolver(FeedbackInput) }); // errors.name?.type === 'required'
 */
export function codedResolver<Values extends FieldValues>(
  schema: z.ZodMiniType<Values, unknown>,
): Resolver<Values> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: fieldRuleOf(issue) ?? issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
