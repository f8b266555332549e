import FEEDBACK_WORDS from 'words:feedback';
import { describeFeedbackError } from '@safety-companion/contract';
import { codeWords } from '../../i18n/code-words';

/** A field of the feedback form. */
export type FeedbackField = Exclude<keyof typeof FEEDBACK_WORDS.fields, 'controlCharacters'>;

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
  const { fields } = FEEDBACK_WORDS;
  if (error.type === 'controlCharacters') return fields.controlCharacters;
  return codeWords(fields[field], error.type) ?? error.message;
}

/**
 * Why sending feedback failed, in the page's language, worded by the failure's kind (`feedbackErrorKind`): the
 * section's `failures` as the contract's `FeedbackErrorMessages` (whose `other` takes the error's message).
 */
export function feedbackFailureWords(error: unknown): string {
  const { failures } = FEEDBACK_WORDS;
  return describeFeedbackError(error, { ...failures, other: (message) => failures.other({ message }) });
}
