import { DEFAULT_LOCALE, LOCALES } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';

// Every English section (messages/en/<section>.ts) has its twin of the same shape in every other language, and its
// words are that language's: a text equal to its English one is a text someone forgot, but for the few listed here.
const SECTION_FILES = import.meta.glob<{ default: object }>('./*/*.ts', { eager: true });
const ENGLISH = Object.fromEntries(
  Object.entries(SECTION_FILES).filter(([file]) => file.startsWith(`./${DEFAULT_LOCALE}/`)),
);

/** Texts that are the same in both languages (proper names, numbers, signs), as `<section>:<path>`. */
const SAME_IN_BOTH = new Set(['map:accuracy', 'emergency:brief.accuracy', 'user-status:columns.utc']);

/** Keys that hold a section's data (an id, an image's address, a style), not words: the same in both. */
const DATA_KEYS = new Set(['id', 'image', 'gradient']);

/**
 * Each value of a section that holds no other by its path ('answers.buttons.seen', 'intro.0'); a function is
 * said with sample values.
 */
function leaves(words: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof words === 'function') found.set(path, words('7', '7'));
  else if (words && typeof words === 'object') {
    for (const [key, value] of Object.entries(words)) {
      for (const [inner, leaf] of leaves(value, path ? `${path}.${key}` : key)) found.set(inner, leaf);
    }
  } else found.set(path, words);
  return found;
}

/** Whether a value is words: a text, not a number nor data such as an id or an image's address. */
const isWords = (path: string, value: unknown) =>
  typeof value === 'string' && !DATA_KEYS.has(path.split('.').at(-1) ?? '');

const SECTIONS = Object.keys(ENGLISH).map((file) => file.replace(/^\.\/en\//, '').replace(/\.ts$/, ''));

const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
  SECTIONS.map((section) => [locale, section] as const),
);

describe('the sections of every other language', () => {
  it.each(TRANSLATIONS)('%s: %s has every key of the English one, and no other', (locale, section) => {
    const spanish = SECTION_FILES[`./${locale}/${section}.ts`];
    expect(spanish, `messages/${locale}/${section}.ts`).toBeDefined();
    const english = leaves(ENGLISH[`./en/${section}.ts`]?.default);
    expect([...leaves(spanish?.default).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(TRANSLATIONS)('%s: %s says nothing in English', (locale, section) => {
    const english = leaves(ENGLISH[`./en/${section}.ts`]?.default);
    const spanish = leaves(SECTION_FILES[`./${locale}/${section}.ts`]?.default);
    const untranslated = [...english]
      .filter(([path, text]) => isWords(path, text) && spanish.get(path) === text)
      .map(([path]) => path)
      .filter((path) => !SAME_IN_BOTH.has(`${section}:${path}`));
    expect(untranslated).toEqual([]);
  });
});
