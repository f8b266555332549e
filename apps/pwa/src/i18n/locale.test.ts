import { afterEach, describe, expect, it } from 'vitest';
import { chosenLanguageAddress } from './chosen-language';
import { chosenLocale, rememberLocale } from './language-choice';
import { preferredLocale } from './language-offer';
import { localeOfPath, pathInLocale, pathWithoutLocale, setCurrentLocale } from './locale';

afterEach(() => {
  localStorage.clear();
  setCurrentLocale('en');
});

describe('the language of an address', () => {
  it('is the prefix’s, else English', () => {
    expect(localeOfPath('/es/about')).toBe('es');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/about')).toBe('en');
    expect(localeOfPath('/estado')).toBe('en');
    expect(localeOfPath('/pt/about')).toBe('pt-BR');
    expect(localeOfPath('/zh')).toBe('zh-Hans');
    expect(localeOfPath('/pt-BR/about')).toBe('en');
  });

  it('moves between languages keeping the page', () => {
    expect(pathWithoutLocale('/es/hero-lookup')).toBe('/hero-lookup');
    expect(pathWithoutLocale('/es/')).toBe('/');
    expect(pathInLocale('/about', 'es')).toBe('/es/about');
    expect(pathInLocale('/', 'es')).toBe('/es/');
    expect(pathInLocale('/es/', 'en')).toBe('/');
    expect(pathInLocale('/es/feedback', 'en')).toBe('/feedback');
    expect(pathInLocale('/pt/feedback', 'zh-Hans')).toBe('/zh/feedback');
    expect(pathInLocale('/ar/', 'pt-BR')).toBe('/pt/');
    expect(pathWithoutLocale('/zh/hero-lookup')).toBe('/hero-lookup');
  });
});

describe('the language chosen on this device', () => {
  it('is remembered in localStorage, and opens a page of text at its plain address in it', () => {
    expect(chosenLocale()).toBeUndefined();
    expect(chosenLanguageAddress({ pathname: '/about', search: '', hash: '' })).toBeUndefined();
    rememberLocale('es');
    expect(chosenLocale()).toBe('es');
    expect(chosenLanguageAddress({ pathname: '/about', search: '?a=1', hash: '#x' })).toBe('/es/about?a=1#x');
    expect(chosenLanguageAddress({ pathname: '/', search: '', hash: '' })).toBe('/es/');
  });

  it('never moves the lookup, a form, or a page already in a language', () => {
    rememberLocale('es');
    for (const pathname of ['/hero-lookup', '/feedback', '/admin-login', '/es/about'])
      expect(chosenLanguageAddress({ pathname, search: '', hash: '#code=ABC123' }), pathname).toBeUndefined();
  });

  it('is offered when the browser prefers a language the site speaks', () => {
    expect(preferredLocale(['es-MX', 'en'])).toBe('es');
    expect(preferredLocale(['fr-FR', 'en-GB'])).toBe('fr');
    expect(preferredLocale(['de', 'zh-TW', 'pt-PT'])).toBe('pt-BR');
    expect(preferredLocale(['de'])).toBeUndefined();
  });
});
