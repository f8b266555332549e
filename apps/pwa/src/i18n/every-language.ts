import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';
import { currentLocale } from './locale';
import { wordsView } from './words-view';

/**
 * A section's words in every language, read in the language of the page being rendered at each use: the
 * prerendering and the unit tests render every language in one process (their `words:<section>` modules,
 * build-plugins/messages-plugin.ts).
 */
export function wordsByLanguage<Words extends object>(
  section: string,
  languages: Record<Locale, Words>,
): Words {
  return wordsView(languages[DEFAULT_LOCALE], () => {
    const words = languages[currentLocale()];
    if (!words) throw new Error(`No ${currentLocale()} words for the section "${section}".`);
    return words;
  });
}
