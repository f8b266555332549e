import UI_HOME_WORDS from 'words:ui-home';
import type { StoreBadgeWords, UiMessages } from '@safety-companion/ui';

/** A store badge's words as the UI package takes them: an empty filler is none (English's App Store badge has none). */
function badge({ filler, ...words }: (typeof UI_HOME_WORDS)['storeLinks']['appStore']): StoreBadgeWords {
  return filler ? { ...words, filler } : words;
}

/**
 * The words of the UI package's components on the landing page (its features and store badges) in the page's
 * language, from the `ui-home` section, as the package's `UiMessages` takes them: the one adapter of that section.
 * Given only on a page in another language than English (`ComponentWords`); in English the package says its own,
 * which the section's English repeats (ui-home-words.test.ts).
 */
export function uiHomeMessages(): Pick<UiMessages, 'features' | 'storeLinks'> {
  const { features, storeLinks } = UI_HOME_WORDS;
  return {
    features: {
      ...features,
      showFeature: (position, count, title) => features.showFeature({ position, count, title }),
      slide: (position, count) => features.slide({ position, count }),
      expandImage: (title) => features.expandImage({ title }),
    },
    storeLinks: { appStore: badge(storeLinks.appStore), googlePlay: badge(storeLinks.googlePlay) },
  };
}
