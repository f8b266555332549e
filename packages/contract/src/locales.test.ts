import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LANGUAGES,
  LOCALES,
  languageName,
  localeOfLanguageTag,
  localeOfPath,
  localePrefix,
  textDirection,
} from './locales.js';

describe('LOCALES', () => {
  it('lists the six languages by their tags, English first and the default', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'pt-BR', 'ar', 'zh-Hans']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(Object.keys(LANGUAGES)).toEqual([...LOCALES]);
  });
});

describe('localePrefix', () => {
  it('leaves the default language at the plain addresses and puts each other one under its own', () => {
    expect(LOCALES.map(localePrefix)).toEqual(['', '/es', '/fr', '/pt', '/ar', '/zh']);
    expect(`${localePrefix('pt-BR')}/hero-lookup`).toBe('/pt/hero-lookup');
    expect(new Set(LOCALES.map(localePrefix)).size).toBe(LOCALES.length);
  });
});

describe('localeOfPath', () => {
  it("reads a path's language from its prefix, the prefix alone included", () => {
    for (const locale of LOCALES) {
      expect(localeOfPath(`${localePrefix(locale)}/about`), locale).toBe(locale);
      expect(localeOfPath(`${localePrefix(locale)}/`), locale).toBe(locale);
      if (locale !== DEFAULT_LOCALE) expect(localeOfPath(localePrefix(locale)), locale).toBe(locale);
    }
  });

  it('takes neither a locale tag as a prefix nor a path that only starts like one', () => {
    expect(localeOfPath('/pt-BR/about')).toBe('en');
    expect(localeOfPath('/zh-Hans/about')).toBe('en');
    expect(localeOfPath('/arrival')).toBe('en');
    expect(localeOfPath('/esprit')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });
});

describe('languageName and textDirection', () => {
  it('names each language in itself, and writes Arabic alone right to left', () => {
    expect(LOCALES.map(languageName)).toEqual([
      'English',
      'Español',
      'Français',
      'Português',
      'العربية',
      '中文',
    ]);
    expect(LOCALES.filter((locale) => textDirection(locale) === 'rtl')).toEqual(['ar']);
  });
});

describe('localeOfLanguageTag', () => {
  it("finds the site's language of a browser's language tag, regional variants included", () => {
    expect(localeOfLanguageTag('es-MX')).toBe('es');
    expect(localeOfLanguageTag('fr-CA')).toBe('fr');
    expect(localeOfLanguageTag('pt')).toBe('pt-BR');
    expect(localeOfLanguageTag('pt-br')).toBe('pt-BR');
    expect(localeOfLanguageTag('ar-EG')).toBe('ar');
    expect(localeOfLanguageTag('zh-CN')).toBe('zh-Hans');
    expect(localeOfLanguageTag('zh')).toBe('zh-Hans');
    expect(localeOfLanguageTag('en-GB')).toBe('en');
    for (const locale of LOCALES) expect(localeOfLanguageTag(locale)).toBe(locale);
  });

  it('offers no simplified Chinese to a reader of traditional characters, nor a language the site lacks', () => {
    expect(localeOfLanguageTag('zh-TW')).toBeUndefined();
    expect(localeOfLanguageTag('zh-Hant-HK')).toBeUndefined();
    expect(localeOfLanguageTag('de-DE')).toBeUndefined();
    expect(localeOfLanguageTag('')).toBeUndefined();
    expect(localeOfLanguageTag(null)).toBeUndefined();
  });
});
