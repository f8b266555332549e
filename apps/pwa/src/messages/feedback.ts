import { contractWords } from '../i18n/contract-words';
import { translatable } from '../i18n/translatable';
import english from './en/feedback';

/** The feedback page's words, in the page's language. */
export const FEEDBACK_TEXTS = translatable('feedback', english);

/** A field's rule or a failure, written by the contract in English, in the page's language. */
export function feedbackWords(text: string): string {
  const { failures } = FEEDBACK_TEXTS;
  const failed = english.failures.other('');
  if (text.startsWith(failed) && text !== english.failures.unknown)
    return failures.other(text.slice(failed.length));
  return contractWords(english, FEEDBACK_TEXTS, text);
}
