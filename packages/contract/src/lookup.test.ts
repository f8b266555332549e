import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { describeLookupError, lookupErrorKind } from './lookup.js';

describe('describeLookupError', () => {
  it.each([
    [new ApiError('x', { kind: 'http', status: 404 }), 'User not found.'],
    [new ApiError('x', { kind: 'http', status: 400 }), 'User not found.'],
    [new ApiError('x', { kind: 'http', status: 429 }), 'Too many attempts. Please wait and try again.'],
    [
      new ApiError('x', { kind: 'http', status: 429, retryAfterSeconds: 841 }),
      'Too many attempts. Please try again in 15 minutes.',
    ],
    [
      new ApiError('x', { kind: 'http', status: 429, retryAfterSeconds: 1 }),
      'Too many attempts. Please try again in a minute.',
    ],
    [
      new ApiError('x', { kind: 'http', status: 503 }),
      'The lookup service is unavailable right now. Please try again shortly.',
    ],
    [
      new ApiError('x', { kind: 'timeout' }),
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      new ApiError('x', { kind: 'network' }),
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      new ApiError('x', { kind: 'invalid-response' }),
      'The lookup service is unavailable right now. Please try again shortly.',
    ],
    [new ApiError('Enter the 6-character code.', { kind: 'invalid-request' }), 'Enter the 6-character code.'],
  ])('%#: tells the hero what happened', (error, text) => {
    expect(describeLookupError(error)).toBe(text);
  });

  it('recognises an ApiError from another copy of the package by its name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', kind: 'http', status: 404 });
    expect(describeLookupError(foreign)).toBe('User not found.');
  });

  it("chooses from another language's words by the same rules", () => {
    const messages = {
      notFound: 'No se encontró a la persona.',
      ended: 'Este estado ha finalizado.',
      tooManyAttempts: 'Demasiados intentos.',
      tooManyAttemptsFor: (wait: string) => `Vuelve a intentarlo en ${wait}.`,
      unavailable: 'No disponible.',
      unreachable: 'Sin conexión.',
    };
    const wait = { oneMinute: 'un minuto', minutes: (count: number) => `${count} minutos` };
    const describe = (error: ApiError) => describeLookupError(error, messages, wait);
    expect(describe(new ApiError('x', { kind: 'http', status: 404 }))).toBe('No se encontró a la persona.');
    expect(describe(new ApiError('x', { kind: 'http', status: 429, retryAfterSeconds: 840 }))).toBe(
      'Vuelve a intentarlo en 14 minutos.',
    );
    expect(describe(new ApiError('x', { kind: 'network' }))).toBe('Sin conexión.');
  });
});

describe('lookupErrorKind', () => {
  it.each([
    [new ApiError('x', { kind: 'http', status: 404 }), 'notFound'],
    [new ApiError('x', { kind: 'http', status: 410 }), 'ended'],
    [new ApiError('x', { kind: 'http', status: 429 }), 'tooManyAttempts'],
    [new ApiError('x', { kind: 'http', status: 503 }), 'unavailable'],
    [new ApiError('x', { kind: 'network' }), 'unreachable'],
    [new ApiError('x', { kind: 'invalid-request' }), 'invalid'],
    [new Error('x'), 'unavailable'],
  ])('%#: says which failure it is', (error, kind) => {
    expect(lookupErrorKind(error)).toBe(kind);
  });
});
