import type { Locale } from '@safety-companion/contract';
import { currentLocale } from './locale';

/**
 * A section's words in every language, read in the language of the page being rendered at each use: the
 * prerendering and the unit tests render every language in one process (their `words:<section>` modules,
 * build-plugins/messages-plugin.ts). Each top-level key is read when used.
 */
export function wordsByLanguage<Words extends object>(
  section: string,
  languages: Record<Locale, Words>,
): Words {
  const view = {} as Words;
  for (const key of Object.keys(languages.en))
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => {
        const words = languages[currentLocale()];
        if (!words) throw new Error(`No ${currentLocale()} words for the section "${section}".`);
        return words[key as keyof Words];
      },
    });
  return view;
}
