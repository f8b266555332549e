import { ApiError, FEEDBACK_ERROR_MESSAGES, FEEDBACK_FIELD_MESSAGES } from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/locale';
import { loadSections } from '../i18n/translatable';
import { FEEDBACK_TEXTS, feedbackFailureWords, feedbackFieldWords } from './feedback';

afterEach(() => setCurrentLocale('en'));

const error = (type: string, message = 'a text no table holds') => ({ type, message });

describe("the feedback form's rules and failures, worded by their codes", () => {
  it('are the contract’s texts exactly on an English page', () => {
    expect(feedbackFieldWords('email', error('invalid'))).toBe(FEEDBACK_FIELD_MESSAGES.email.invalid);
    expect(feedbackFieldWords('name', error('required'))).toBe(FEEDBACK_FIELD_MESSAGES.name.required);
    expect(feedbackFieldWords('body', error('tooLong'))).toBe(FEEDBACK_FIELD_MESSAGES.body.tooLong);
    expect(feedbackFieldWords('subject', error('controlCharacters'))).toBe(
      FEEDBACK_FIELD_MESSAGES.controlCharacters,
    );
    expect(feedbackFailureWords(new Error('boom'))).toBe('Failed to submit feedback: boom');
    expect(feedbackFailureWords(new Error('Network error'))).toBe(FEEDBACK_ERROR_MESSAGES.network);
    expect(FEEDBACK_TEXTS.submit).toBe('Submit Feedback');
  });

  it('are Spanish on a Spanish page; a server’s own words stay as they came', async () => {
    setCurrentLocale('es');
    await loadSections('feedback');
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
      FEEDBACK_TEXTS.failures.timeout,
    );
    expect(FEEDBACK_TEXTS.failures.timeout).not.toBe(FEEDBACK_ERROR_MESSAGES.timeout);
    expect(feedbackFailureWords(new Error('boom'))).toBe('No se pudieron enviar los comentarios: boom');
    expect(feedbackFailureWords(undefined)).toBe(
      'No se pudieron enviar los comentarios: Ocurrió un error desconocido',
    );
    expect(FEEDBACK_TEXTS.submit).toBe('Enviar comentarios');
  });

  it('word a rule by its code alone, whatever its English message says', async () => {
    setCurrentLocale('es');
    await loadSections('feedback');
    // The message is a rule's text that was changed (or another rule's): the code still decides the words.
    expect(feedbackFieldWords('name', error('required', 'Please type a name'))).toBe('Escribe tu nombre.');
    expect(feedbackFieldWords('name', error('tooLong', FEEDBACK_FIELD_MESSAGES.name.required))).toBe(
      FEEDBACK_TEXTS.fields.name.tooLong,
    );
    // No code the table knows: the message as it came, even when it is one of the contract's texts.
    expect(feedbackFieldWords('name', error('custom', FEEDBACK_FIELD_MESSAGES.name.required))).toBe(
      FEEDBACK_FIELD_MESSAGES.name.required,
    );
    expect(feedbackFieldWords('name', undefined)).toBeUndefined();
  });
});
