import type { Locale } from '@safety-companion/contract';
import { currentLocale } from './locale';

/**
 * A module written once per language (a legal document, a page of text), loaded when its page is shown: `load` in
 * the route's `staticData.loadWords`, `get` in its component.
 *
 * @example
 * const ABOUT = localizedModule((locale) => (locale === 'en' ? import('./about') : import('./es/about')));
 */
export function localizedModule<Module>(loadIn: (locale: Locale) => Promise<Module>) {
  const loaded = new Map<Locale, Module>();
  return {
    async load(): Promise<void> {
      const locale = currentLocale();
      if (!loaded.has(locale)) loaded.set(locale, await loadIn(locale));
    },
    get(): Module {
      const module = loaded.get(currentLocale());
      if (module === undefined) throw new Error(`Not loaded for ${currentLocale()}: call load() first.`);
      return module;
    },
  };
}
