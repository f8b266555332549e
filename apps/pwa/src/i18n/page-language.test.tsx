import { DEFAULT_LOCALE, LOCALES, type Locale } from '@safety-companion/contract';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../site-pages';
import { renderRoute } from '../test/render-route';
import { pathInLocale, setCurrentLocale } from './locale';

// Every page of the site, rendered in each other language, says none of the English words of a part that has its
// own in that language: a part that read its words in the wrong language, or a component of the UI package left with
// its English defaults, fails here.

const SECTIONS = import.meta.glob<{ default: object }>('../messages/*/*.json', { eager: true });

/** Each text of a section without arguments, by its key. */
function textsOf(words: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof words === 'string') found.set(path, words);
  else if (words && typeof words === 'object')
    for (const [key, value] of Object.entries(words))
      for (const [inner, text] of textsOf(value, `${path}.${key}`)) found.set(inner, text);
  return found;
}

/** The English texts of more than one word that `locale` says otherwise, by `<section>.<key>`. */
function englishOnly(locale: Locale): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, module] of Object.entries(SECTIONS)) {
    if (!file.startsWith(`../messages/${DEFAULT_LOCALE}/`)) continue;
    const section = file.slice(`../messages/${DEFAULT_LOCALE}/`.length, -'.json'.length);
    // The offer of another language's page speaks the browser's language, whatever the page's.
    if (section === 'offer') continue;
    const translated = textsOf(SECTIONS[`../messages/${locale}/${section}.json`]?.default);
    for (const [key, text] of textsOf(module.default))
      if (text.trim().includes(' ') && translated.get(key) !== text) found.set(`${section}${key}`, text);
  }
  return found;
}

const PAGES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
  SITE_PAGES.map((page) => [locale, page.path] as const),
);

describe('a page in another language', () => {
  afterEach(() => {
    cleanup();
    setCurrentLocale(DEFAULT_LOCALE);
  });

  it('knows English words to look for', () => {
    expect(englishOnly('es').size).toBeGreaterThan(200);
  });

  it.each(PAGES)('%s: %s says no English words of the site', async (locale, path) => {
    setCurrentLocale(locale);
    await renderRoute(pathInLocale(path, locale));
    const shown = document.body.textContent ?? '';
    const english = [...englishOnly(locale)].filter(([, text]) => shown.includes(text)).map(([key]) => key);
    expect(english).toEqual([]);
  });
});
