import { describe, expect, it } from 'vitest';

// Every English section (messages/en/<section>.ts) has its Spanish twin of the same shape, and the Spanish words are
// Spanish: a text equal to its English one is a text someone forgot, but for the few listed here.
const ENGLISH = import.meta.glob<{ default: object }>('./en/*.ts', { eager: true });
const SPANISH = import.meta.glob<{ default: object }>('./es/*.ts', { eager: true });

/** Texts that are the same in both languages (proper names, numbers, signs), as `<section>:<path>`. */
const SAME_IN_BOTH = new Set(['map:accuracy']);

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

describe('the Spanish sections', () => {
  it.each(SECTIONS)('%s has every key of the English one, and no other', (section) => {
    const spanish = SPANISH[`./es/${section}.ts`];
    expect(spanish, `messages/es/${section}.ts`).toBeDefined();
    const english = leaves(ENGLISH[`./en/${section}.ts`]?.default);
    expect([...leaves(spanish?.default).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(SECTIONS)('%s says nothing in English', (section) => {
    const english = leaves(ENGLISH[`./en/${section}.ts`]?.default);
    const spanish = leaves(SPANISH[`./es/${section}.ts`]?.default);
    const untranslated = [...english]
      .filter(([path, text]) => isWords(path, text) && spanish.get(path) === text)
      .map(([path]) => path)
      .filter((path) => !SAME_IN_BOTH.has(`${section}:${path}`));
    expect(untranslated).toEqual([]);
  });
});
