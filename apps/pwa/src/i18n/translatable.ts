import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { currentLocale } from './locale';
import { pageSectionAddress } from './page-sections';

/**
 * What a translation of a section must hold: the English section's shape, every text a string (a function keeps its
 * parameters). A missing or extra key fails the type check.
 */
export type Translation<English> = English extends string
  ? string
  : English extends (...args: infer Args) => string
    ? (...args: Args) => string
    : English extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : { readonly [Key in keyof English]: Translation<English[Key]> };

const loaded = new Map<string, object>();

/** Where a section read before it was loaded throws: development, the unit tests and the prerendering (SSR). */
const SHOUT_MISSING_WORDS = import.meta.env.DEV || import.meta.env.SSR;

const moduleKey = (locale: Locale, section: string) => `../messages/${locale}/${section}.ts`;

/**
 * Loads the current language's words for the sections (a route's `staticData.sections`, before the route renders;
 * `withWords`, with a part of a page); English needs nothing. A section the page's start script names is loaded
 * from its address, any other through the map of every section (`translations.ts`).
 */
export async function loadSections(...sections: readonly string[]): Promise<void> {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return;
  const missing = sections.filter((section) => !loaded.has(moduleKey(locale, section)));
  if (missing.length === 0) return;
  await Promise.all(
    missing.map(async (section) => {
      const address = pageSectionAddress(`${locale}/${section}`);
      const words = address
        ? ((await import(/* @vite-ignore */ address)) as { default: object }).default
        : await (await import('./translations')).loadTranslation(locale, section);
      loaded.set(moduleKey(locale, section), words);
    }),
  );
}

/**
 * Loads a part of a page (`load`, its dynamic import) with its sections' words, so that it renders in the page's
 * language at once: the part's words stay out of the page's first load.
 *
 * @example
 * const loadAlertControl = () => withWords(() => import('../hero-alerts/alert-control'), 'alerts');
 */
export async function withWords<Module>(
  load: () => Promise<Module>,
  ...sections: readonly string[]
): Promise<Module> {
  const [module] = await Promise.all([load(), loadSections(...sections)]);
  return module;
}

/**
 * A part of a page read its words in another language than English before its section was loaded (a route that
 * does not name the section, a part loaded without `withWords`): thrown in development and in the unit tests, so
 * that such a part fails its test (and a page the prerendering writes fails the build) instead of showing English
 * on a translated page.
 */
export class WordsNotLoaded extends Error {
  override name = 'WordsNotLoaded';
  constructor(locale: Locale, section: string) {
    super(`The "${section}" words were read before they were loaded, on a page in ${locale}.`);
  }
}

/**
 * A section's words in the page's language: `english` (imported by the module that owns the section) on an English
 * page, the loaded translation on another. Each top-level key is read when used, so a module may hold the result
 * in a constant. A translation not loaded yet reads as English in the browser's built site and throws
 * `WordsNotLoaded` everywhere else.
 */
export function translatable<English extends object>(section: string, english: English): English {
  const view = {} as English;
  for (const key of Object.keys(english)) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => {
        const locale = currentLocale();
        const words = loaded.get(moduleKey(locale, section)) as English | undefined;
        if (!words && locale !== DEFAULT_LOCALE && SHOUT_MISSING_WORDS)
          throw new WordsNotLoaded(locale, section);
        return (words ?? english)[key as keyof English];
      },
    });
  }
  return view;
}

/** The loaded translation of a section, or undefined on an English page (its owner then uses its English words). */
export function loadedTranslation<Words extends object>(section: string): Words | undefined {
  return loaded.get(moduleKey(currentLocale(), section)) as Words | undefined;
}
