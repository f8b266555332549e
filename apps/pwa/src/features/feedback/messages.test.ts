import FEEDBACK_WORDS from 'words:feedback';
import {
  ApiError,
  FEEDBACK_ERROR_MESSAGES,
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_LIMITS,
  LOCALES,
} from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { feedbackFailureWords, feedbackFieldWords } from './messages';

afterEach(() => setCurrentLocale('en'));

const error = (type: string, message = 'a text no table holds') => ({ type, message });

describe("the feedback form's rules and failures, worded by their codes", () => {
  it('are written out in English as the contract’s texts, word for word', () => {
    // The spec's texts have one owner, the contract: the English messages must say exactly what it says.
    expect(FEEDBACK_WORDS.fields).toEqual(FEEDBACK_FIELD_MESSAGES);
    const { other, ...failures } = FEEDBACK_WORDS.failures;
    const { other: contractOther, ...contractFailures } = FEEDBACK_ERROR_MESSAGES;
    expect(failures).toEqual(contractFailures);
    expect(other({ message: 'boom' })).toBe(contractOther('boom'));
  });

  it.each(LOCALES)('name the contract’s limits in %s', (locale) => {
    setCurrentLocale(locale);
    // Chinese says 'no more than the limit', the others 'under one more than the limit'.
    for (const field of ['name', 'email', 'subject', 'body'] as const) {
      const limit = FEEDBACK_LIMITS[field];
      expect(FEEDBACK_WORDS.fields[field].tooLong).toContain(
        String(locale === 'zh-Hans' ? limit : limit + 1),
      );
    }
  });

  it('are the contract’s texts exactly on an English page', () => {
    expect(feedbackFieldWords('email', error('invalid'))).toBe(FEEDBACK_FIELD_MESSAGES.email.invalid);
    expect(feedbackFieldWords('name', error('required'))).toBe(FEEDBACK_FIELD_MESSAGES.name.required);
    expect(feedbackFieldWords('body', error('tooLong'))).toBe(FEEDBACK_FIELD_MESSAGES.body.tooLong);
    expect(feedbackFieldWords('subject', error('controlCharacters'))).toBe(
      FEEDBACK_FIELD_MESSAGES.controlCharacters,
    );
    expect(feedbackFailureWords(new Error('boom'))).toBe('Failed to submit feedback: boom');
    expect(feedbackFailureWords(new Error('Network error'))).toBe(FEEDBACK_ERROR_MESSAGES.network);
    expect(feedbackFailureWords(undefined)).toBe(
      FEEDBACK_ERROR_MESSAGES.other(FEEDBACK_ERROR_MESSAGES.unknown),
    );
    expect(FEEDBACK_WORDS.submit).toBe('Submit Feedback');
  });

  it('are Spanish on a Spanish page; a server’s own words stay as they came', () => {
    setCurrentLocale('es');
    expect(feedbackFieldWords('name', error('required'))).toBe('Escribe tu nombre.');
    expect(feedbackFieldWords('email', error('invalid'))).toBe(
      'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
    );
    expect(feedbackFieldWords('body', error('controlCharacters'))).toBe(
      'Quita los caracteres de control invisibles.',
    );
    expect(feedbackFailureWords(new Error('Failed to fetch'))).toBe(
      'Error de red. Revisa tu conexión y vuelve a intentarlo.',
    );
    expect(feedbackFailureWords(new ApiError('Request timed out.', { kind: 'timeout' }))).toBe(
      FEEDBACK_WORDS.failures.timeout,
    );
    expect(FEEDBACK_WORDS.failures.timeout).not.toBe(FEEDBACK_ERROR_MESSAGES.timeout);
    expect(feedbackFailureWords(new Error('boom'))).toBe('No se pudieron enviar los comentarios: boom');
    expect(feedbackFailureWords(undefined)).toBe(
      'No se pudieron enviar los comentarios: Ocurrió un error desconocido',
    );
    expect(FEEDBACK_WORDS.submit).toBe('Enviar comentarios');
  });

  it('word a rule by its code alone, whatever its English message says', () => {
    setCurrentLocale('es');
    // The message is a rule's text that was changed (or another rule's): the code still decides the words.
    expect(feedbackFieldWords('name', error('required', 'Please type a name'))).toBe('Escribe tu nombre.');
    expect(feedbackFieldWords('name', error('tooLong', FEEDBACK_FIELD_MESSAGES.name.required))).toBe(
      FEEDBACK_WORDS.fields.name.tooLong,
    );
    // No code the table knows: the message as it came, even when it is one of the contract's texts.
    expect(feedbackFieldWords('name', error('custom', FEEDBACK_FIELD_MESSAGES.name.required))).toBe(
      FEEDBACK_FIELD_MESSAGES.name.required,
    );
    expect(feedbackFieldWords('name', undefined)).toBeUndefined();
  });
});
