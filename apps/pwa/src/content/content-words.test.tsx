import { DEFAULT_LOCALE, LOCALES, languageName } from '@safety-companion/contract';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/locale';
import type { ContentSettings } from './content-settings';

// Every page of text (src/content/<locale>/) says its words in its language: no sentence of a translated page is its
// English page's sentence. Names and numbers aside; the EULA and the opt-in policy are in English and Spanish only
// (docs/architecture.md, "Languages"), so the other languages' are a notice linking both.
const MODULES = import.meta.glob<Record<string, unknown>>(
  ['./*.{ts,tsx}', './*/*.{ts,tsx}', './*/legal/*.{ts,tsx}', './legal/*.tsx', '!./**/*.test.*'],
  { eager: true },
);

const SETTINGS: ContentSettings = {
  productName: 'Beacon',
  contactEmail: 'hello@example.org',
  privacyEmail: 'privacy@example.org',
};

/** The page modules and what each exports, by file under the language's folder (English: the content folder). */
const PAGES = {
  'about.tsx': ['About'],
  'account-deletion.tsx': ['AccountDeletion'],
  'legal/privacy-policy.tsx': ['PrivacyPolicy'],
  'lookup-about.tsx': ['LookupAbout'],
} as const;

/** Texts a translation may share with English: names, addresses and the storage keys a privacy policy names. */
const SAME_EVERYWHERE = new Set([
  SETTINGS.productName,
  SETTINGS.contactEmail,
  SETTINGS.privacyEmail,
  ...LOCALES.map(languageName),
  'chosen-language',
  'offered-language',
  'emergency-number.country',
]);

/** A value's texts: a component's rendered text by its block elements, an object's strings, a function's words. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    if (/^[A-Z]/.test(value.name)) {
      const html = renderToStaticMarkup(
        (() => {
          const Component = value as ComponentType<{ settings: ContentSettings }>;
          return <Component settings={SETTINGS} />;
        })(),
      );
      return html
        .split(/<\/?(?:p|li|h[1-6]|td|th|dt|dd|section|ul|ol|table|tr|strong|code|a)\b[^>]*>/)
        .map((chunk) => chunk.replace(/<[^>]+>/g, ''));
    }
    return textsOf((value as (...args: string[]) => unknown)('Beacon', 'Beacon'));
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !['id', 'image', 'gradient'].includes(key))
      .flatMap(([, inner]) => textsOf(inner));
  }
  return [];
}

/** The sentences of some texts that are words (not a name, a number or an address), whitespace made one. */
function sentences(texts: string[]): Set<string> {
  return new Set(
    texts
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter((text) => /\p{L}{2}/u.test(text) && !SAME_EVERYWHERE.has(text)),
  );
}

const CASES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
  Object.entries(PAGES).map(([file, names]) => [locale, file, names] as const),
);

afterEach(() => setCurrentLocale(DEFAULT_LOCALE));

describe('the pages of text of every other language', () => {
  it.each(CASES)(
    '%s: %s exists, exports what the English one does, and says nothing in English',
    async (locale, file, names) => {
      const english = MODULES[`./${file}`];
      const translated = MODULES[`./${locale}/${file}`];
      expect(translated, `content/${locale}/${file}`).toBeDefined();
      for (const name of names) {
        expect(translated?.[name], `${locale}/${file} ${name}`).toBeDefined();
        const englishSentences = sentences(textsOf(english?.[name]));
        expect(englishSentences.size, `${file} ${name} has words`).toBeGreaterThan(2);
        // The legal documents' titles are the `legal` section's words, in the page's language.
        setCurrentLocale(locale);
        const same = [...sentences(textsOf(translated?.[name]))].filter((text) => englishSentences.has(text));
        setCurrentLocale(DEFAULT_LOCALE);
        expect(same, `${locale}/${file} ${name}`).toEqual([]);
      }
    },
  );
});
