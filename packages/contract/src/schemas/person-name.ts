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

// Letters that render as nothing: the Hangul fillers, and the blank Braille pattern.
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/u;
// Format characters (category Cf) but the direction marks, which right-to-left text needs.
const FORMAT = /(?![\u200E\u200F])\p{Cf}/u;
// ZWNJ and ZWJ where they join letters, marks, digits or emoji on both sides (inside a word or an emoji sequence,
// a skin tone's included: 👩🏽‍💻).
const JOINER_INSIDE =
  /(?<=[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}]|\uFE0F)[\u200C\u200D](?=[\p{L}\p{M}\p{N}\p{Extended_Pictographic}])/gu;
const JOINERS = /[\u200C\u200D]/gu;
// Counted with the joiners left out: a joiner between marks does not start a new row of them.
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
 * The rule a (trimmed, non-empty) name breaks, or undefined: names read as names. No format character but the
 * direction marks, and ZWNJ or ZWJ only inside a word or an emoji sequence; no letter that renders blank; at most 3
 * combining marks in a row; something visible; at most `limit` characters as a reader counts them (and at most 4
 * times that in UTF-16 units, so no cluster hides a mass of marks).
 *
 * @example
 * nameProblem('Sam', 60); // undefined
 * nameProblem('\u3164', 60); // 'invisible'
 */
export function nameProblem(name: string, limit: number): NameProblem | undefined {
  if (BLANK_LETTERS.test(name) || FORMAT.test(name.replace(JOINER_INSIDE, ''))) return 'invisible';
  if (MANY_MARKS.test(name.replace(JOINERS, ''))) return 'marks';
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
