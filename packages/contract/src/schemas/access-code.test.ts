import { describe, expect, it } from 'vitest';
import {
  AccessCode,
  accessCodeFault,
  accessCodeProblem,
  accessCodeReadings,
  CROCKFORD_ALPHABET,
  tidyAccessCode,
} from './access-code.js';

describe('AccessCode', () => {
  it.each([
    ['ABC123', 'ABC123'],
    ['abc123', 'ABC123'],
    ['  aBc12z ', 'ABC12Z'],
    ['000000', '000000'],
    ['ABC 123', 'ABC123'],
    ['ABC-123', 'ABC123'],
    ['abc.123', 'ABC123'],
    ['A B C - 1 2 3', 'ABC123'],
    ['ABC\u2013123', 'ABC123'],
    ['ABC\u00a0123', 'ABC123'],
    ['SLXO6T', 'SLXO6T'],
  ])('accepts %j as %j', (code, parsed) => {
    expect(AccessCode.parse(code)).toBe(parsed);
  });

  it.each([
    ['5 characters', 'ABC12'],
    ['7 characters', 'ABC1234'],
    ['7 characters with a hyphen', 'ABC-1234'],
    ['a symbol', 'ABC_12'],
    ['a slash', 'ABC/12'],
    ['a non-ASCII letter', 'ÄBC123'],
    ['a full-width digit', 'ABC12３'],
    ['a U', 'ABCU12'],
    ['a lower-case u', 'abcu12'],
    ['nothing', ''],
    ['only separators', ' - . '],
  ])('refuses %s', (_case, code) => {
    expect(AccessCode.safeParse(code).success).toBe(false);
  });

  it('says what a code looks like, and that a U is a typo', () => {
    const result = AccessCode.safeParse('AB');
    expect(result.error?.issues[0]?.message).toBe('The code is 6 letters or digits, like ABC123.');
    expect(AccessCode.safeParse('').error?.issues[0]?.message).toBe('Enter the 6-character code.');
    expect(AccessCode.safeParse('ABU-123').error?.issues[0]?.message).toBe('Codes never contain U.');
    expect(AccessCode.safeParse(42).error?.issues[0]?.message).toBe('Enter the 6-character code.');
  });
});

describe('accessCodeProblem', () => {
  it.each([
    'ABC123',
    ' abc123 ',
    'abc-123',
    'ABC12',
    'ABC1234',
    'ABC_12',
    'ABC 12',
    'ÄBC123',
    'ÄBCU23',
    'ABC12３',
    'ABCU23',
    'ABU',
    '',
    '   ',
    'AB',
  ])('says of %j what AccessCode says', (code) => {
    expect(accessCodeProblem(code)).toBe(AccessCode.safeParse(code).error?.issues[0]?.message);
  });

  it('words the kind accessCodeFault names', () => {
    expect(accessCodeFault('abc-123')).toBeUndefined();
    expect(accessCodeFault(' - ')).toBe('required');
    expect(accessCodeFault('ABC_12')).toBe('invalid');
    expect(accessCodeFault('ABU')).toBe('withU');
    expect(accessCodeFault('ABC12')).toBe('invalid');
  });
});

describe('tidyAccessCode', () => {
  it('takes out what people type between groups and upper-cases the rest', () => {
    expect(tidyAccessCode(' abc-123 ')).toBe('ABC123');
    expect(tidyAccessCode('k7q.2zd')).toBe('K7Q2ZD');
    expect(tidyAccessCode('AB_C')).toBe('AB_C');
  });
});

describe('accessCodeReadings', () => {
  it('reads O as 0 and I and L as 1, the code as sent first', () => {
    expect(accessCodeReadings('SLXO6T')).toEqual(['SLXO6T', 'S1X06T']);
    expect(accessCodeReadings('IOLIOL')).toEqual(['IOLIOL', '101101']);
  });

  it('gives a code of the Crockford alphabet alone, the demo code too', () => {
    expect(accessCodeReadings('K7Q2ZD')).toEqual(['K7Q2ZD']);
    expect(accessCodeReadings('AAAAAA')).toEqual(['AAAAAA']);
    expect(accessCodeReadings(CROCKFORD_ALPHABET)).toEqual([CROCKFORD_ALPHABET]);
  });

  it('draws from 32 characters, none of I, L, O or U', () => {
    expect(new Set(CROCKFORD_ALPHABET).size).toBe(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });
});
