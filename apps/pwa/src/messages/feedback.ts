import { describeFeedbackError } from '@safety-companion/contract';
import { codeWords } from '../i18n/code-words';
import { translatable } from '../i18n/translatable';
import english from './en/feedback';

/** The feedback page's words, in the page's language. */
export const FEEDBACK_TEXTS = translatable('feedback', english);

/** A field of the feedback form. */
export type FeedbackField = Exclude<keyof typeof english.fields, 'controlCharacters'>;

/**
 * A field's error in the page's language, worded by the code of the rule it broke (its `type`, `codedResolver`);
 * an error without a known code keeps its message.
 *
 * @example
 * feedbackFieldWords('name', { type: 'required', message: 'Enter your name.' }); // 'Escribe tu nombre.' on /es/
 */
export function feedbackFieldWords(
  field: FeedbackField,
  error: { type: string; message?: string } | undefined,
): string | undefined {
  if (!error) return undefined;
  const { fields } = FEEDBACK_TEXTS;
  if (error.type === 'controlCharacters') return fields.controlCharacters;
  return codeWords(fields[field], error.type) ?? error.message;
}

/** Why sending feedback failed, in the page's language, worded by the failure's kind (`feedbackErrorKind`). */
export function feedbackFailureWords(error: unknown): string {
  return describeFeedbackError(error, FEEDBACK_TEXTS.failures);
}
