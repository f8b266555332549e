import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES } from '@safety-companion/contract';
import { checkTranslation, type MessageTree, messagesOf } from '@safety-companion/contract/compile-messages';
import { describe, expect, it } from 'vitest';
import { localesIn, SITE_MESSAGE_DIRS, sectionFolders } from './messages-plugin';

// The site's messages as translators edit them (src/messages/<locale>/<section>.json, and the contract's which the
// site says too): every language has every
// English section with the same keys and arguments, says each text in its own words, and its plurals by its own CLDR
// categories.

const FOLDERS = sectionFolders(SITE_MESSAGE_DIRS);
const read = (locale: string, section: string) =>
  JSON.parse(
    readFileSync(join(FOLDERS.get(section) ?? '', locale, `${section}.json`), 'utf8'),
  ) as MessageTree;

const SECTIONS = [...FOLDERS.keys()];
const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
  SECTIONS.map((section) => [locale, section] as const),
);

/** Texts that are the same in English and another language (proper names, numbers, signs), as `<section>:<key>`. */
const SAME_IN_BOTH = new Set([
  'map:accuracy',
  'emergency:brief.accuracy',
  'user-status:columns.utc',
  'ui-home:storeLinks.appStore.store',
  'ui-home:storeLinks.googlePlay.store',
  'ui-status:answerWords.heroDid',
]);

/** The plural forms a message chooses among, by the kind of plural, at any depth. */
function pluralForms(elements: readonly MessageFormatElement[]): { ordinal: boolean; forms: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type !== TYPE.plural && element.type !== TYPE.select) return [];
    const inner = Object.values(element.options).flatMap((option) => pluralForms(option.value));
    return element.type === TYPE.plural
      ? [{ ordinal: element.pluralType === 'ordinal', forms: Object.keys(element.options) }, ...inner]
      : inner;
  });
}

/**
 * The categories a language's counts from 0 to 100 take that a plural's forms leave out (Arabic has six, English one
 * and other): a category whose every such count has an exact form (`=0` for Arabic's zero) is not left out.
 */
function missingCategories(locale: string, ordinal: boolean, forms: readonly string[]): string[] {
  const rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
  const counts = Array.from({ length: 101 }, (_, count) => count);
  return [...new Set(counts.map((count) => rules.select(count)))].filter(
    (category) =>
      !forms.includes(category) &&
      counts.some((count) => rules.select(count) === category && !forms.includes(`=${count}`)),
  );
}

describe('the messages', () => {
  it('are in a folder per language of the site', () => {
    for (const dir of SITE_MESSAGE_DIRS) expect(localesIn(dir), dir).toEqual([...LOCALES].sort());
  });

  it.each(TRANSLATIONS)(
    '%s: %s has every key of the English one, each with its arguments',
    (locale, section) => {
      expect(() =>
        checkTranslation(read(locale, section), read(DEFAULT_LOCALE, section), section),
      ).not.toThrow();
    },
  );

  it.each(TRANSLATIONS)('%s: %s says nothing in English', (locale, section) => {
    const english = messagesOf(read(DEFAULT_LOCALE, section), section);
    const translated = messagesOf(read(locale, section), section);
    const untranslated = [...english]
      .filter(([key, text]) => translated.get(key) === text && !SAME_IN_BOTH.has(`${section}:${key}`))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(LOCALES)('%s: every plural has the forms of the language’s counts, and no other', (locale) => {
    const wrong = SECTIONS.flatMap((section) =>
      [...messagesOf(read(locale, section), section)].flatMap(([key, message]) =>
        pluralForms(parse(message, { ignoreTag: true }))
          .filter(({ ordinal, forms }) => {
            const categories = new Intl.PluralRules(locale, {
              type: ordinal ? 'ordinal' : 'cardinal',
            }).resolvedOptions().pluralCategories as string[];
            const named = forms.filter((form) => !form.startsWith('='));
            return (
              named.some((form) => !categories.includes(form)) ||
              missingCategories(locale, ordinal, forms).length > 0
            );
          })
          .map(({ forms }) => `${section}:${key} (${forms.join(' ')})`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
