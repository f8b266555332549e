import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_MESSAGES } from './access-code.js';
import {
  ACKNOWLEDGEMENT_FIELD_MESSAGES,
  ACKNOWLEDGEMENT_LIMITS,
  Acknowledgement,
  AcknowledgementInput,
} from './acknowledgement.js';
import { FREE_TEXT_MESSAGE } from './free-text.js';

const HERO = 'b6f0c2d4-7a1e-4f3b-9c8d-2e5f6a7b8c9d';

function firstIssue(input: unknown) {
  const result = AcknowledgementInput.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  return { path: issue?.path.join('.'), message: issue?.message, code: issue?.code };
}

describe('AcknowledgementInput', () => {
  it('takes each kind, upper-cases the code and trims the name', () => {
    for (const kind of ['seen', 'on-the-way', 'called-emergency-services'] as const) {
      expect(
        AcknowledgementInput.parse({ accessCode: ' k7q2zd ', kind, name: '  Sam ', hero: HERO }),
      ).toEqual({
        accessCode: 'K7Q2ZD',
        kind,
        name: 'Sam',
        hero: HERO,
      });
    }
  });

  it('makes a blank name no name, and needs neither a name nor a hero', () => {
    expect(AcknowledgementInput.parse({ accessCode: 'K7Q2ZD', kind: 'seen', name: '   ' }).name).toBeNull();
    expect(AcknowledgementInput.parse({ accessCode: 'K7Q2ZD', kind: 'seen' })).toEqual({
      accessCode: 'K7Q2ZD',
      kind: 'seen',
    });
  });

  it(`takes a name of ${ACKNOWLEDGEMENT_LIMITS.name} characters after trimming, not one more`, () => {
    const longest = 'é'.repeat(ACKNOWLEDGEMENT_LIMITS.name);
    expect(
      AcknowledgementInput.parse({ accessCode: 'K7Q2ZD', kind: 'seen', name: ` ${longest} ` }).name,
    ).toBe(longest);
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', name: `${longest}x` })).toMatchObject({
      path: 'name',
      message: ACKNOWLEDGEMENT_FIELD_MESSAGES.name,
    });
  });

  it.each([
    ['a line break', 'Sam\nRivera'],
    ['a tab', 'Sam\tRivera'],
    ['a NUL', 'Sam\u0000'],
    ['a right-to-left override', '\u202ESam'],
  ])('refuses a name with %s', (_case, name) => {
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', name })).toMatchObject({
      path: 'name',
      message: FREE_TEXT_MESSAGE,
    });
  });

  it('refuses another kind, a wrong code, a malformed hero and unknown fields', () => {
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'coming' })).toMatchObject({
      path: 'kind',
      code: 'invalid_value',
    });
    expect(firstIssue({ accessCode: 'K7Q', kind: 'seen' })).toMatchObject({
      path: 'accessCode',
      message: ACCESS_CODE_MESSAGES.invalid,
    });
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', hero: 'short' })).toMatchObject({
      path: 'hero',
      message: ACKNOWLEDGEMENT_FIELD_MESSAGES.hero,
    });
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', phone: '555' })).toMatchObject({
      code: 'unrecognized_keys',
    });
  });
});

describe('Acknowledgement', () => {
  it('reads a stored answer, with or without a name', () => {
    const answer = { kind: 'on-the-way', name: null, at: '2026-11-23T20:00:00.000Z' };
    expect(Acknowledgement.parse(answer)).toEqual(answer);
    expect(Acknowledgement.safeParse({ ...answer, kind: 'arrived' }).success).toBe(false);
  });
});
