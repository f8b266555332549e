import LOOKUP_WORDS from 'words:lookup';
import RESULT_WORDS from 'words:lookup-result';
import {
  ACCESS_CODE_MESSAGES,
  ApiError,
  accessCodeProblem,
  describeLookupError,
  LOOKUP_ERROR_MESSAGES,
  WAIT_WORDS,
} from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { countryName } from '../emergency-actions/countries';
import { codeProblem, describeLookupFailure } from './lookup-errors';

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

  it('are, in English, the contract’s texts word for word (the spec’s own, kept by the contract alone)', () => {
    const { wait, tooManyAttemptsFor, ...errors } = LOOKUP_WORDS.errors;
    const { tooManyAttemptsFor: contractFor, ...contract } = LOOKUP_ERROR_MESSAGES;
    expect(errors).toEqual(contract);
    expect(tooManyAttemptsFor({ wait: '14 minutes' })).toBe(contractFor('14 minutes'));
    expect(LOOKUP_WORDS.ended).toBe(LOOKUP_ERROR_MESSAGES.ended);
    expect(wait.oneMinute).toBe(WAIT_WORDS.oneMinute);
    // `describeWait` says `oneMinute` up to a minute: `minutes` counts two and more.
    for (const count of [2, 3, 14, 60, 1441]) expect(wait.minutes({ count })).toBe(WAIT_WORDS.minutes(count));
    expect({ ...LOOKUP_WORDS.codeProblems }).toEqual(ACCESS_CODE_MESSAGES);
  });

  it('are the contract’s own texts on an English page', () => {
    for (const error of ERRORS) expect(describeLookupFailure(error)).toBe(describeLookupError(error));
    for (const value of ['', ' abc12 ', 'abc12!', 'abc123', 'abc-123', 'abu123'])
      expect(codeProblem(value)).toBe(accessCodeProblem(value));
  });

  it('are Spanish on a Spanish page, as are the page’s words and the countries', async () => {
    setCurrentLocale('es');
    expect(describeLookupFailure(ERRORS[3])).toBe('No se encontró a la persona.');
    expect(describeLookupFailure(ERRORS[7])).toBe('Demasiados intentos. Vuelve a intentarlo en 14 minutos.');
    expect(codeProblem('')).toBe('Ingresa el código de 6 caracteres.');
    expect(codeProblem('abu-123')).toBe('Los códigos nunca llevan la letra U.');
    expect(LOOKUP_WORDS.wrongCode({ hours: 24 })).toBe(
      'Revisa los 6 caracteres del mensaje de texto. Un código deja de funcionar 24 horas después de que termina su estado.',
    );
    expect(LOOKUP_WORDS.wrongCode({ hours: 1 })).toContain('una hora');
    // A code refused as invalid, worded by its rule's code.
    const refused = new ApiError(accessCodeProblem('') ?? '', { kind: 'invalid-request', code: 'required' });
    expect(describeLookupFailure(refused)).toBe('Ingresa el código de 6 caracteres.');
    expect(describeLookupFailure(ERRORS[0])).toBe(LOOKUP_WORDS.errors.unavailable);
    expect(describeLookupFailure(ERRORS[4])).toBe(LOOKUP_WORDS.errors.ended);
    expect(describeLookupFailure(ERRORS[5])).toBe(LOOKUP_WORDS.errors.tooManyAttempts);
    expect(describeLookupFailure(ERRORS[6])).toBe('Demasiados intentos. Vuelve a intentarlo en un minuto.');
    expect(describeLookupFailure(ERRORS[1])).toBe(LOOKUP_WORDS.errors.unreachable);
    expect(LOOKUP_WORDS.errors.unreachable).not.toBe(LOOKUP_ERROR_MESSAGES.unreachable);
  });

  it('are worded by the failure’s code, never by its English text', async () => {
    setCurrentLocale('es');
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
    expect(LOOKUP_WORDS.heading).toBe('Consulta para héroes');
    expect(RESULT_WORDS.connection.live).toBe('En vivo: los cambios se ven al instante');
    expect(countryName('GB')).toBe('Reino Unido');
  });
});
