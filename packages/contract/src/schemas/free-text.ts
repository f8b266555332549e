import * as z from 'zod/mini';

/**
 * What a refused free-text field is told, after its name: `info: Remove the invisible control characters.`
 *
 * @example
 * FREE_TEXT_MESSAGE; // 'Remove the invisible control characters.'
 */
export const FREE_TEXT_MESSAGE = 'Remove the invisible control characters.';

// Every C0 control but the line's own (tab, line feed, carriage return), DEL, the C1 controls (what text decoded
// with the wrong character set leaves behind), and the bidirectional embeddings, overrides and isolates, which can
// make a reader see text in another order than it was written. The marks (U+200E, U+200F) stay: RTL text needs them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about exactly these characters.
const NEVER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// Tab and line breaks, which only a multi-line field may hold.
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]/;

/** Where a free-text field is typed: one line, or a box of several (tab and line breaks allowed). */
export type FreeTextKind = 'single-line' | 'multi-line';

/**
 * True when a stored free-text field may hold this text: the one rule of every free-text field of the product.
 *
 * @example
 * isFreeText('Back by 9\nCall me', 'multi-line'); // true
 * isFreeText('Back by 9\nCall me', 'single-line'); // false
 * isFreeText('\u202Eevil', 'multi-line'); // false
 */
export function isFreeText(value: string, kind: FreeTextKind): boolean {
  if (NEVER.test(value)) return false;
  return kind === 'multi-line' || !LINE_BREAKS_AND_TABS.test(value);
}

/**
 * The check of a free-text field for a zod string schema; a refused value's issue says `FREE_TEXT_MESSAGE`, so the
 * server's 400 names the field, with the code `controlCharacters` (`fieldRuleOf`).
 *
 * @example
 * const Info = z.string().check(z.maxLength(1000), freeText('multi-line'));
 */
export function freeText(kind: FreeTextKind) {
  return z.refine<string>((value) => isFreeText(value, kind), {
    message: FREE_TEXT_MESSAGE,
    params: { code: 'controlCharacters' },
  });
}
