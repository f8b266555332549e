import * as z from 'zod/mini';
import { FREE_TEXT_MESSAGE, type FreeTextKind, freeText } from './free-text.js';

/** Longest accepted value of each feedback field, in characters; together they fit a 16 kB request. */
export const FEEDBACK_LIMITS = { name: 100, email: 254, subject: 150, body: 3000 } as const;

/** Field messages of the feedback form, one row per rule, keyed by the rule's code (`fieldRuleOf`). */
export const FEEDBACK_FIELD_MESSAGES = {
  name: {
    required: 'Enter your name.',
    tooLong: `Keep your name under ${FEEDBACK_LIMITS.name + 1} characters.`,
  },
  email: {
    required: 'Enter your email address.',
    invalid: 'Enter a valid email address, like name@example.com.',
    tooLong: `Keep your email address under ${FEEDBACK_LIMITS.email + 1} characters.`,
  },
  subject: {
    required: 'Enter a subject.',
    tooLong: `Keep the subject under ${FEEDBACK_LIMITS.subject + 1} characters.`,
  },
  body: {
    required: 'Enter your message.',
    tooLong: `Keep your message under ${FEEDBACK_LIMITS.body + 1} characters.`,
  },
  controlCharacters: FREE_TEXT_MESSAGE,
} as const;

function text(messages: { required: string; tooLong: string }, max: number, kind: FreeTextKind) {
  return z
    .string(messages.required)
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong), freeText(kind));
}

/**
 * What a visitor types into the feedback form: every field required and trimmed, the email valid.
 *
 * @example
 * const result = FeedbackInput.safeParse({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', body: 'Thanks' });
 */
export const FeedbackInput = z.object({
  name: text(FEEDBACK_FIELD_MESSAGES.name, FEEDBACK_LIMITS.name, 'single-line'),
  // Checked only once something is typed, so an empty field is told it is required, not that it is malformed.
  email: text(FEEDBACK_FIELD_MESSAGES.email, FEEDBACK_LIMITS.email, 'single-line').check(
    z.refine((value: string) => value === '' || z.regexes.email.test(value), {
      message: FEEDBACK_FIELD_MESSAGES.email.invalid,
      params: { code: 'invalid' },
    }),
  ),
  subject: text(FEEDBACK_FIELD_MESSAGES.subject, FEEDBACK_LIMITS.subject, 'single-line'),
  body: text(FEEDBACK_FIELD_MESSAGES.body, FEEDBACK_LIMITS.body, 'multi-line'),
});
export type FeedbackInput = z.output<typeof FeedbackInput>;

/**
 * The feedback as it goes over the wire: the input plus `location`, always 'web' for the website.
 *
 * @example
 * FeedbackPayload.parse({ location: 'web', name: 'Sam', email: 'sam@example.com', subject: 'Hi', body: 'Thanks' });
 */
export const FeedbackPayload = z.strictObject({
  location: z.literal('web'),
  name: FeedbackInput.shape.name,
  email: FeedbackInput.shape.email,
  subject: FeedbackInput.shape.subject,
  body: FeedbackInput.shape.body,
});
export type FeedbackPayload = z.output<typeof FeedbackPayload>;
