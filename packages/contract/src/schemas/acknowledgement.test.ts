import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACCESS_CODE_MESSAGES } from './access-code.js';
import {
  ACKNOWLEDGEMENT_FIELD_MESSAGES,
  ACKNOWLEDGEMENT_LIMITS,
  Acknowledgement,
  AcknowledgementInput,
  AcknowledgementList,
  knownAnswers,
} from './acknowledgement.js';
import { FREE_TEXT_MESSAGE } from './free-text.js';
import { NAME_MESSAGES, visibleLength } from './person-name.js';

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

  it.each([
    ['a zero-width space', 'Sam\u200B', NAME_MESSAGES.invisible],
    ['a Hangul filler that looks blank', '\u3164', NAME_MESSAGES.invisible],
    ['a Hangul filler beside a name', 'Sam\u3164', NAME_MESSAGES.invisible],
    ['tag characters', 'Sam\u{E0041}\u{E0042}', NAME_MESSAGES.invisible],
    ['a joiner at the edge of a word', '\u200DSam', NAME_MESSAGES.invisible],
    ['a word joiner', 'Sa\u2060m', NAME_MESSAGES.invisible],
    ['four combining marks in a row', 'Sa\u0301\u0302\u0303\u0304m', NAME_MESSAGES.marks],
    ['dozens of combining marks', `Z${'\u0336'.repeat(40)}`, NAME_MESSAGES.marks],
    ['marks split by joiners', `Z${'\u0336\u0336\u0336\u200D'.repeat(20)}\u0336`, NAME_MESSAGES.marks],
    ['nothing but marks', '\u0301\u0302', NAME_MESSAGES.blank],
    ['nothing but a direction mark', '\u200F', NAME_MESSAGES.blank],
  ])('L4: refuses a name with %s', (_case, name, message) => {
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', name })).toMatchObject({ path: 'name', message });
  });

  it.each([
    ['right-to-left text with its marks', '\u200Fسام\u200F'],
    ['a Persian word with a non-joiner', 'می\u200Cخواهم'],
    ['an emoji family (ZWJ sequence)', 'Sam 👩\u200D👩\u200D👧'],
    ['an emoji with a skin tone in a ZWJ sequence', 'Sam 👩🏽\u200D💻'],
    ['two people of different skin tones holding hands', '🧑🏿\u200D🤝\u200D🧑🏻 Sam'],
    ['a flag', 'Sam 🇪🇸'],
    ['three accents on one letter', 'Sa\u0301\u0302\u0303m'],
    ['a Devanagari name with its virama and joiner', 'क्\u200Dष'],
  ])('L4: takes a name with %s', (_case, name) => {
    expect(AcknowledgementInput.parse({ accessCode: 'K7Q2ZD', kind: 'seen', name }).name).toBe(name);
  });

  it('L4: counts the length as a reader sees it, with a hard cap of 4 times the limit in UTF-16 units', () => {
    const families = '👩\u200D👩\u200D👧'.repeat(ACKNOWLEDGEMENT_LIMITS.name);
    expect(visibleLength(families)).toBe(ACKNOWLEDGEMENT_LIMITS.name);
    // 60 families are 60 characters to a reader but 480 UTF-16 units: past the hard cap.
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', name: families })).toMatchObject({
      message: ACKNOWLEDGEMENT_FIELD_MESSAGES.name,
    });
    const accented = 'e\u0301'.repeat(ACKNOWLEDGEMENT_LIMITS.name);
    expect(AcknowledgementInput.parse({ accessCode: 'K7Q2ZD', kind: 'seen', name: accented }).name).toBe(
      accented,
    );
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', name: `${accented}e` })).toMatchObject({
      message: ACKNOWLEDGEMENT_FIELD_MESSAGES.name,
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

describe('an estimate with an answer', () => {
  it('goes with "on-the-way" alone', () => {
    const eta = { mode: 'car', minMinutes: 12, maxMinutes: 18 } as const;
    expect(AcknowledgementInput.parse({ accessCode: 'K7Q2ZD', kind: 'on-the-way', eta }).eta).toEqual(eta);
    expect(AcknowledgementInput.parse({ accessCode: 'K7Q2ZD', kind: 'here' }).kind).toBe('here');
    expect(firstIssue({ accessCode: 'K7Q2ZD', kind: 'seen', eta })).toMatchObject({ path: 'eta' });
  });
});

describe('a list of answers', () => {
  const list = [
    { kind: 'here', name: 'Sam', at: '2025-06-14T14:09:00.000Z', eta: null },
    {
      kind: 'on-the-way',
      name: 'Ana',
      at: '2025-06-14T14:08:00.000Z',
      eta: { mode: 'car', minMinutes: 5, maxMinutes: 8 },
    },
    { kind: 'seen', name: null, at: '2025-06-14T14:05:00.000Z' },
  ];

  it("keeps the answers a client knows: the previous release's kinds skip 'here' alone", () => {
    // The answer schema of the release before 'here' and estimates.
    const previous = z.object({
      kind: z.enum(['seen', 'on-the-way', 'called-emergency-services']),
      name: z.nullable(z.string()),
      at: z.string(),
    });
    expect(z.array(previous).safeParse(list).success).toBe(false);
    expect(
      knownAnswers(previous)
        .parse(list)
        .map((answer) => answer.kind),
    ).toEqual(['on-the-way', 'seen']);
    expect(AcknowledgementList.parse(list).map((answer) => answer.kind)).toEqual([
      'here',
      'on-the-way',
      'seen',
    ]);
    expect(AcknowledgementList.parse([{ ...list[0], kind: 'dancing' }, list[2]])).toEqual([list[2]]);
  });

  it('leaves a wrong estimate out, not its answer', () => {
    const answer = Acknowledgement.parse({ ...list[1], eta: { mode: 'car', minMinutes: 0, maxMinutes: 1 } });
    expect(answer).toMatchObject({ kind: 'on-the-way', eta: null });
  });
});
