import { describe, expect, it } from 'vitest';
import { AccessCode, accessCodeProblem } from './access-code.js';

describe('AccessCode', () => {
  it.each([
    ['ABC123', 'ABC123'],
    ['abc123', 'ABC123'],
    ['  aBc12z ', 'ABC12Z'],
    ['000000', '000000'],
  ])('accepts %j as %j', (code, parsed) => {
    expect(AccessCode.parse(code)).toBe(parsed);
  });

  it.each([
    ['5 characters', 'ABC12'],
    ['7 characters', 'ABC1234'],
    ['a symbol', 'ABC-12'],
    ['a space inside', 'ABC 12'],
    ['a non-ASCII letter', 'ÄBC123'],
    ['a full-width digit', 'ABC12３'],
    ['nothing', ''],
  ])('refuses %s', (_case, code) => {
    expect(AccessCode.safeParse(code).success).toBe(false);
  });

  it('says what a code looks like', () => {
    const result = AccessCode.safeParse('AB');
    expect(result.error?.issues[0]?.message).toBe('The code is 6 letters or digits, like ABC123.');
    expect(AccessCode.safeParse('').error?.issues[0]?.message).toBe('Enter the 6-character code.');
  });
});

describe('accessCodeProblem', () => {
  it.each([
    'ABC123',
    ' abc123 ',
    'ABC12',
    'ABC1234',
    'ABC-12',
    'ABC 12',
    'ÄBC123',
    'ABC12３',
    '',
    '   ',
    'AB',
  ])('says of %j what AccessCode says', (code) => {
    expect(accessCodeProblem(code)).toBe(AccessCode.safeParse(code).error?.issues[0]?.message);
  });
});
