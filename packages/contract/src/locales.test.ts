import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, localePrefix } from './locales.js';

describe('localePrefix', () => {
  it('leaves the default language at the plain addresses and puts each other one under its own', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(localePrefix('en')).toBe('');
    expect(`${localePrefix('es')}/hero-lookup`).toBe('/es/hero-lookup');
    expect(new Set(LOCALES.map(localePrefix)).size).toBe(LOCALES.length);
  });
});
