import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (a schema, zod) loads at the form's first validation, not with the page: a form page's
 * first load stays small, and the wait falls on a tap that sends anyway. A load that failed (a lost signal) is tried
 * again at the next validation.
 *
 * @example
 * useForm<FeedbackInput>({ resolver: lazyResolver(() => import('./feedback-rules').then((rules) => rules.resolver)) });
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
