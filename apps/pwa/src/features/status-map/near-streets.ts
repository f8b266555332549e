/** The words of the nearest streets: the `map` section's, which the dispatcher's brief says too. */
type NearWords = Pick<typeof import('words:map').default, 'near' | 'nearCrossing'>;

/**
 * Whether a street's name begins with the sound i as Spanish spells it ('Isabel', 'Hidalgo'; not 'Hierro', whose
 * 'hie' sounds 'ye'), the choice the `map` section's `nearCrossing` selects on: Spanish says 'e' for 'y' before it.
 */
export const crossingSound = (name: string): 'i' | 'other' => (/^h?i(?!e)/i.test(name) ? 'i' : 'other');

/**
 * The nearest named street, and the one crossing it near the position (from the site's own street map), in `words`.
 *
 * @example
 * nearStreets(MAP_WORDS, 'Avenue 7', 'Street 7'); // 'Near Avenue 7 and Street 7.'
 */
export function nearStreets(words: NearWords, street: string, crossing: string | undefined): string {
  return crossing
    ? words.nearCrossing({ street, crossing, crossingSound: crossingSound(crossing) })
    : words.near({ street });
}
