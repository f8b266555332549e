import english from '../../messages/en/map';

/** The status map's words (the `map` section of src/messages/<locale>/). */
export type MapWords = typeof english;

// The map's words in every language, imported with the map's code: the map loads with a status that has a position
// (never in a first load), and the early map draws before the app has started, so this module holds them all and
// shares nothing with the app's entry (no translations' loader, no page language of its own).
const WORDS_BY_FILE = import.meta.glob<MapWords>('../../messages/*/map.ts', {
  eager: true,
  import: 'default',
});

/** The map's words in `language` (a page's `<html lang>` or the app's locale), English for one without them. */
export function mapWordsIn(language: string): MapWords {
  return WORDS_BY_FILE[`../../messages/${language}/map.ts`] ?? english;
}
