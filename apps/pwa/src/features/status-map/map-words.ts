/** The status map's words in one language: the `map` section (src/messages/<locale>/map.json). */
export type MapWords = typeof import('words:map').default;

// The map's words in every language, imported with the map's code: the map loads with a status that has a position
// (never in a first load), and the early map draws before the app has started, so this module holds them all and
// shares nothing with the app's entry (no `words:map` module, which reads the page's language through the app's).
const WORDS_BY_FILE = import.meta.glob<MapWords>('../../messages/*/map.json', {
  eager: true,
  import: 'default',
});

/** The map's words in English, the source of the others. */
export const ENGLISH_MAP_WORDS = WORDS_BY_FILE['../../messages/en/map.json'] as MapWords;

/** The map's words in `language` (a page's `<html lang>` or the app's locale), English for one without them. */
export function mapWordsIn(language: string): MapWords {
  return WORDS_BY_FILE[`../../messages/${language}/map.json`] ?? ENGLISH_MAP_WORDS;
}
