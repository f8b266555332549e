import * as z from 'zod/mini';

/**
 * What a refused name is told (after the field's name in a 400), one text per rule of `nameProblem`.
 *
 * @example
 * NAME_MESSAGES.invisible; // 'Remove the invisible characters.'
 */
export const NAME_MESSAGES = {
  invisible: 'Remove the invisible characters.',
  marks: 'Use at most 3 marks on one letter.',
  blank: 'Must show a name, or be left empty.',
  tooLong: (limit: number) => `Must be at most ${limit} characters.`,
} as const;

/** The rule a name breaks, named as in `NAME_MESSAGES`. */
export type NameProblem = 'invisible' | 'marks' | 'blank' | 'tooLong';

// Characters a reader cannot see: the default-ignorable ones (joiners, variation selectors, Hangul fillers, tag
// characters, U+034F, U+17B4…), every format character (U+FFF9–U+FFFB hide the text between them), private-use
// characters, noncharacters, and the blank Braille pattern, a letter that renders as nothing.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Noncharacter_Code_Point}\u2800]/u;
// RFC 5892's joiner rules (appendix A.1, A.2) name a virama (combining class 9) and letters' joining types, which
// no property of JavaScript's regular expressions names. A diacritic mark of a script's own stands for the virama
// (every virama is one; so are some nuktas and tone marks), a letter of a script that joins its letters for the
// joining types.
const VIRAMA = String.raw`(?!\p{Script=Inherited})(?=\p{Diacritic})\p{M}`;
const JOINING_SCRIPTS = ['Arabic', 'Syriac', 'Nko', 'Mongolian', 'Mandaic', 'Adlam', 'Hanifi_Rohingya'];
const JOINING_LETTER = String.raw`(?=\p{L})[${JOINING_SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')}]`;
const EMOJI = String.raw`\p{Extended_Pictographic}`;
// The invisible characters a name may hold, each where it stands.
const INVISIBLE_IN_PLACE = new RegExp(
  [
    // The direction marks, which right-to-left text needs.
    String.raw`[\u200E\u200F]`,
    // ZWNJ or ZWJ after a virama (क्‍ष), ZWNJ between joining letters (می‌خواهم).
    String.raw`(?<=${VIRAMA})[\u200C\u200D]`,
    String.raw`(?<=${JOINING_LETTER}\p{M}*)\u200C(?=\p{M}*${JOINING_LETTER})`,
    // ZWJ inside an emoji sequence, after a skin tone or an emoji's U+FE0F too (👩🏽‍💻, ❤️‍🔥).
    String.raw`(?<=[${EMOJI}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=${EMOJI})`,
    // Text or emoji style after an emoji (❤️) or in a keycap (1️⃣): never after a letter or a bare digit.
    String.raw`(?<=${EMOJI})[\uFE0E\uFE0F]|(?<=[#*0-9])[\uFE0E\uFE0F](?=\u20E3)`,
  ].join('|'),
  'gu',
);
const JOINERS = /[\u200C\u200D]/gu;
// Counted with the joiners left out, and before the invisible characters: a joiner between marks does not start a
// new row of them.
const MANY_MARKS = /\p{M}{4}/u;
const SHOWS_SOMETHING = /[^\p{White_Space}\p{M}\p{Cf}]/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The number of characters a reader sees in `text` (grapheme clusters): an emoji family or a letter with its
 * accents is one.
 *
 * @example
 * visibleLength('👩‍👩‍👧'); // 1
 */
export function visibleLength(text: string): number {
  return [...graphemes.segment(text)].length;
}

/**
 * The rule a (trimmed, non-empty) name breaks, or undefined: names read as names. At most 3 combining marks in a
 * row; no invisible character (default-ignorable, format, private-use, noncharacter, blank Braille) but the
 * direction marks, ZWNJ or ZWJ after a virama, ZWNJ between joining letters, ZWJ inside an emoji sequence, and
 * U+FE0E or U+FE0F after an emoji or in a keycap; something visible; at most `limit` characters as a reader counts
 * them (and at most 4 times that in UTF-16 units, so no cluster hides a mass of marks).
 *
 * @example
 * nameProblem('Sam', 60); // undefined
 * nameProblem('\u3164', 60); // 'invisible'
 * nameProblem('A\uFE0F', 60); // 'invisible'
 */
export function nameProblem(name: string, limit: number): NameProblem | undefined {
  if (MANY_MARKS.test(name.replace(JOINERS, ''))) return 'marks';
  if (INVISIBLE.test(name.replace(INVISIBLE_IN_PLACE, ''))) return 'invisible';
  if (!SHOWS_SOMETHING.test(name)) return 'blank';
  if (name.length > 4 * limit || visibleLength(name) > limit) return 'tooLong';
  return undefined;
}

/**
 * The check of a name field for a zod string schema (after `z.trim()`): a refused name's issue says the
 * `NAME_MESSAGES` text of the rule it breaks. An empty string passes (the field's own schema decides what empty
 * means).
 *
 * @example
 * const Name = z.string().check(z.trim(), nameCheck(60));
 */
export function nameCheck(limit: number) {
  const messageOf = (problem: NameProblem | undefined) =>
    problem === 'tooLong' ? NAME_MESSAGES.tooLong(limit) : NAME_MESSAGES[problem ?? 'blank'];
  return z.refine<string>((name) => name === '' || nameProblem(name, limit) === undefined, {
    error: (issue) => messageOf(nameProblem(String(issue.input), limit)),
  });
}
