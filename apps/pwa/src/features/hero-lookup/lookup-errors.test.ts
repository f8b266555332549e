import {
  ApiError,
  accessCodeProblem,
  describeLookupError,
  LOOKUP_ERROR_MESSAGES,
} from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { loadSections } from '../../i18n/translatable';
import { countryName } from '../emergency-actions/countries';
import { codeProblem, describeLookupFailure } from './lookup-errors';
import { LOOKUP_TEXTS } from './messages';

const ERRORS = [
  new Error('boom'),
  new ApiError('Network error', { kind: 'network' }),
  new ApiError('Timed out', { kind: 'timeout' }),
  new ApiError('Not found', { kind: 'http', status: 404 }),
  new ApiError('Gone', { kind: 'http', status: 410 }),
  new ApiError('Slow down', { kind: 'http', status: 429 }),
  new ApiError('Slow down', { kind: 'http', status: 429, retryAfterSeconds: 60 }),
  new ApiError('Slow down', { kind: 'http', status: 429, retryAfterSeconds: 840 }),
  new ApiError('Down', { kind: 'http', status: 503 }),
  new ApiError('The code is wrong.', { kind: 'invalid-request' }),
];

describe('the lookup’s failures in the page’s language', () => {
  afterEach(() => setCurrentLocale('en'));

  it('are the contract’s own texts on an English page', () => {
    for (const error of ERRORS) expect(describeLookupFailure(error)).toBe(describeLookupError(error));
    for (const value of ['', ' abc12 ', 'abc12!', 'abc123', 'abc-123', 'abu123'])
      expect(codeProblem(value)).toBe(accessCodeProblem(value));
  });

  it('are Spanish on a Spanish page, as are the page’s words and the countries', async () => {
    setCurrentLocale('es');
    await loadSections('lookup', 'lookup-result');
    expect(describeLookupFailure(ERRORS[3])).toBe('No se encontró a la persona.');
    expect(describeLookupFailure(ERRORS[7])).toBe('Demasiados intentos. Vuelve a intentarlo en 14 minutos.');
    expect(codeProblem('')).toBe('Ingresa el código de 6 caracteres.');
    expect(codeProblem('abu-123')).toBe('Los códigos nunca llevan la letra U.');
    expect(LOOKUP_TEXTS.wrongCode(24)).toBe(
      'Revisa los 6 caracteres del mensaje de texto. Un código deja de funcionar 24 horas después de que termina su estado.',
    );
    expect(LOOKUP_TEXTS.wrongCode(1)).toContain('una hora');
    // A code refused as invalid, worded by its rule's code.
    const refused = new ApiError(accessCodeProblem('') ?? '', { kind: 'invalid-request', code: 'required' });
    expect(describeLookupFailure(refused)).toBe('Ingresa el código de 6 caracteres.');
    expect(describeLookupFailure(ERRORS[0])).toBe(LOOKUP_TEXTS.errors.unavailable);
    expect(describeLookupFailure(ERRORS[4])).toBe(LOOKUP_TEXTS.errors.ended);
    expect(describeLookupFailure(ERRORS[5])).toBe(LOOKUP_TEXTS.errors.tooManyAttempts);
    expect(describeLookupFailure(ERRORS[6])).toBe('Demasiados intentos. Vuelve a intentarlo en un minuto.');
    expect(describeLookupFailure(ERRORS[1])).toBe(LOOKUP_TEXTS.errors.unreachable);
    expect(LOOKUP_TEXTS.errors.unreachable).not.toBe(LOOKUP_ERROR_MESSAGES.unreachable);
  });

  it('are worded by the failure’s code, never by its English text', async () => {
    setCurrentLocale('es');
    await loadSections('lookup', 'lookup-result');
    // The client's own check of a code, whatever its message says.
    const withU = new ApiError('Codes have no U (changed).', { kind: 'invalid-request', code: 'withU' });
    expect(describeLookupFailure(withU)).toBe('Los códigos nunca llevan la letra U.');
    // The contract's English text without a code is a server's own message: shown as it came.
    const uncoded = new ApiError(accessCodeProblem('') ?? '', { kind: 'invalid-request' });
    expect(describeLookupFailure(uncoded)).toBe(accessCodeProblem(''));
    // A code that is no access code's fault: the server's words.
    const other = new ApiError('hero: Must be 16 to 64 letters.', {
      kind: 'invalid-request',
      code: 'format',
    });
    expect(describeLookupFailure(other)).toBe('hero: Must be 16 to 64 letters.');
    expect(LOOKUP_TEXTS.heading).toBe('Consulta para héroes');
    expect(LOOKUP_TEXTS.connection.live).toBe('En vivo: los cambios se ven al instante');
    expect(countryName('GB')).toBe('Reino Unido');
  });
});
