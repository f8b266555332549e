import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { NAME_MESSAGES, nameCheck, nameProblem } from './person-name.js';

const LIMIT = 60;

describe('L-3: a name holds no invisible character but those it needs where they stand', () => {
  it.each([
    ['U+034F, the combining grapheme joiner', 'Sa\u034Fm'],
    ['U+17B4, a Khmer inherent vowel', 'Sa\u17B4m'],
    ['U+17B5, the other Khmer inherent vowel', 'Sa\u17B5m'],
    ['U+115F, the Hangul choseong filler', '\u115FSam'],
    ['U+1160, the Hangul jungseong filler', 'Sam\u1160'],
    ['U+3164, the Hangul filler', 'Sam\u3164'],
    ['U+FFA0, the halfwidth Hangul filler', 'Sam\uFFA0'],
    ['U+2800, the blank Braille pattern', 'Sam\u2800'],
    ['U+FE0F after a letter', 'A\uFE0F'],
    ['U+FE0E after a letter', 'Sam\uFE0E'],
    ['U+FE0F after a digit with no keycap', 'Sam 1\uFE0F'],
    ['U+FE0F twice after an emoji', '\u2764\uFE0F\uFE0F'],
    ['U+FE00, a variation selector other than U+FE0E and U+FE0F, after an emoji', '\u2764\uFE00'],
    ['U+E0100, an ideographic variation selector', '\u845B\u{E0100}'],
    ['U+180B, a Mongolian free variation selector', 'Sam\u180B'],
    ['U+180E, the Mongolian vowel separator', 'Sa\u180Em'],
    ['U+E000, a private-use character', 'Sam\uE000'],
    ['U+F0000, a private-use character of plane 15', 'Sam\u{F0000}'],
    ['U+FFFF, a noncharacter', 'Sam\uFFFF'],
    ['U+FFFE, a noncharacter', 'Sam\uFFFE'],
    ['U+1FFFF, a noncharacter of plane 1', 'Sam\u{1FFFF}'],
    ['U+FDD0, a noncharacter', 'Sam\uFDD0'],
    ['U+FDEF, a noncharacter', 'Sam\uFDEF'],
    ['U+00AD, the soft hyphen', 'Sa\u00ADm'],
    ['U+200B, the zero-width space', 'Sa\u200Bm'],
    ['U+2060, the word joiner', 'Sa\u2060m'],
    ['U+2063, the invisible separator', 'Sa\u2063m'],
    ['U+FEFF, the zero-width no-break space', '\uFEFFSam'],
    ['U+061C, the Arabic letter mark', '\u061C\u0633\u0627\u0645'],
    ['U+FFF9 to U+FFFB, the interlinear annotation characters', 'Sam\uFFF9x\uFFFAy\uFFFB'],
    ['U+E0041, a tag character', 'Sam\u{E0041}'],
    ['U+200C between Latin letters', 'Sa\u200Cm'],
    ['U+200D between Latin letters', 'Sa\u200Dm'],
    ['U+200C after a Latin accent', 'Se\u0301\u200Cm'],
    ['U+200D between Arabic letters', '\u0645\u06CC\u200D\u062E\u0648\u0627\u0647\u0645'],
    ['U+200C between emoji', '\u{1F469}\u200C\u{1F4BB}'],
    ['U+200D at the start', '\u200DSam'],
    ['U+200D after an emoji, with nothing after it', 'Sam \u{1F469}\u200D'],
  ])('refuses %s', (_character, name) => {
    expect(nameProblem(name, LIMIT)).toBe('invisible');
  });

  it.each([
    ['U+200C in a Persian word, between joining letters', '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'],
    ['U+200C after a Devanagari virama', '\u0915\u094D\u200C\u0937'],
    ['U+200D after a Devanagari virama', '\u0915\u094D\u200D\u0937'],
    ['U+200D after a Sinhala virama (Sri)', '\u0DC1\u0DCA\u200D\u0DBB\u0DD3'],
    ['U+200D in an emoji ZWJ sequence', '\u{1F469}\u200D\u{1F4BB}'],
    ['U+200D in an emoji family', 'Sam \u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['U+200D after an emoji and its U+FE0F', '\u2764\uFE0F\u200D\u{1F525}'],
    ['U+200E beside right-to-left text', 'Sam\u200E \u0633\u0627\u0645'],
    ['U+200F around Arabic text', '\u200F\u0633\u0627\u0645\u200F'],
    ['U+FE0F after an emoji', 'Sam \u2764\uFE0F'],
    ['U+FE0E after an emoji', 'Sam \u263A\uFE0E'],
    ['U+FE0F in the keycap 1', '\u0031\uFE0F\u20E3'],
    ['U+FE0F in the keycap #', 'Sam #\uFE0F\u20E3'],
    ['U+FE0F in a flag sequence', '\u{1F3F3}\uFE0F\u200D\u{1F308}'],
  ])('takes %s', (_character, name) => {
    expect(nameProblem(name, LIMIT)).toBeUndefined();
  });

  it.each([
    ['accented Latin', 'José Núñez'],
    ['Chinese', '山田太郎'],
    ['Japanese', 'やまだ はなこ'],
    ['Korean', '김민준'],
    ['Arabic', 'محمد'],
    ['Hebrew with its points', 'שָׁלוֹם'],
  ])('takes a name in %s', (_script, name) => {
    expect(nameProblem(name, LIMIT)).toBeUndefined();
  });

  it('tells a name with an invisible character to remove it', () => {
    const Name = z.string().check(z.trim(), nameCheck(LIMIT));
    expect(Name.safeParse('A\uFE0F').error?.issues[0]?.message).toBe(NAME_MESSAGES.invisible);
    expect(Name.safeParse('Sam\uE000').error?.issues[0]?.message).toBe(NAME_MESSAGES.invisible);
  });
});
