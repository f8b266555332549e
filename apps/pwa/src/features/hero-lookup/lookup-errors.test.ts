import { ApiError, accessCodeProblem, describeLookupError } from '@safety-companion/contract';
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
    // The server refusing a code in the contract's words.
    const refused = new ApiError(accessCodeProblem('') ?? '', { kind: 'invalid-request' });
    expect(describeLookupFailure(refused)).toBe('Ingresa el código de 6 caracteres.');
    expect(LOOKUP_TEXTS.heading).toBe('Consulta para héroes');
    expect(LOOKUP_TEXTS.connection.live).toBe('En vivo: los cambios se ven al instante');
    expect(countryName('GB')).toBe('Reino Unido');
  });
});
