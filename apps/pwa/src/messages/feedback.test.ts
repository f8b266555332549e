import { FEEDBACK_ERROR_MESSAGES, FEEDBACK_FIELD_MESSAGES } from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/locale';
import { loadSections } from '../i18n/translatable';
import { FEEDBACK_TEXTS, feedbackWords } from './feedback';

afterEach(() => setCurrentLocale('en'));

describe("the feedback form's rules and failures", () => {
  it('are the contract’s texts exactly on an English page', () => {
    expect(feedbackWords(FEEDBACK_FIELD_MESSAGES.email.invalid)).toBe(FEEDBACK_FIELD_MESSAGES.email.invalid);
    expect(feedbackWords(FEEDBACK_ERROR_MESSAGES.other('boom'))).toBe('Failed to submit feedback: boom');
    expect(FEEDBACK_TEXTS.submit).toBe('Submit Feedback');
  });

  it('are Spanish on a Spanish page; a server’s own words stay as they came', async () => {
    setCurrentLocale('es');
    await loadSections('feedback');
    expect(feedbackWords(FEEDBACK_FIELD_MESSAGES.name.required)).toBe('Escribe tu nombre.');
    expect(feedbackWords(FEEDBACK_FIELD_MESSAGES.controlCharacters)).toBe(
      'Quita los caracteres de control invisibles.',
    );
    expect(feedbackWords(FEEDBACK_ERROR_MESSAGES.network)).toBe(
      'Error de red. Revisa tu conexión y vuelve a intentarlo.',
    );
    expect(feedbackWords(FEEDBACK_ERROR_MESSAGES.other('boom'))).toBe(
      'No se pudieron enviar los comentarios: boom',
    );
    expect(feedbackWords(FEEDBACK_ERROR_MESSAGES.unknown)).toBe('Ocurrió un error desconocido');
    expect(feedbackWords('Too many requests')).toBe('Too many requests');
    expect(FEEDBACK_TEXTS.submit).toBe('Enviar comentarios');
  });
});
