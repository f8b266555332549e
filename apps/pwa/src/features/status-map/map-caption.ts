import {
  formatElapsed,
  type SnapshotLocation,
  type TrailPoint,
  toSnapshotDate,
} from '@safety-companion/contract';
import { ENGLISH_MAP_WORDS } from './map-words';
import { nearStreets } from './near-streets';
import type { NearestStreets } from './street-names';
import { distanceAlong } from './trail-distance';

/**
 * The caption's words (the `map` section's). Numbers, units and times come written in the locale (`Intl`), plurals
 * chosen by the words' language. English by default; the maps pass their page's (`map-words.ts`). Nothing here
 * imports the app's words: the early map imports this module.
 */
export type MapCaptionTexts = Omit<typeof import('words:map').default, 'mapLabel'>;

export const MAP_CAPTION_TEXTS: MapCaptionTexts = ENGLISH_MAP_WORDS;

export interface MapCaptionInput {
  /** Where the phone last was, with how precise it said that was (metres). */
  location: SnapshotLocation;
  /** When it said so (`lastPositionAt`); undefined when it did not. */
  positionAt: Date | undefined;
  /** The status's positions, oldest first. */
  trail: readonly TrailPoint[];
  /** Whether the map draws streets: without, the caption says that none is set up. */
  streetMap: boolean;
  /** The nearest streets from the street map (`useNearestStreets`), said first; none: nothing is said. */
  streets?: NearestStreets | null;
  /** The current time, as the page's clock ticks. */
  now: number;
  /** The locale of the numbers and times; by default the page's for numbers (`pageLanguage()`), the viewer's for times. */
  locale?: string;
  timeZone?: string;
  /** The caption's words: English by default. */
  texts?: MapCaptionTexts;
}

const DAY_MS = 24 * 3_600_000;

/** A distance as people say it: '8 m', '320 m', '1.2 km'. */
/**
 * The page's language, from `<html lang>`: the early map draws before the app has started, and shares no module with
 * it that the app's first load would have to split out.
 */
export function pageLanguage(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
}

export function formatDistance(meters: number, locale?: string): string {
  const [value, unit, digits] =
    meters < 1_000
      ? [meters < 100 ? Math.round(meters) : Math.round(meters / 10) * 10, 'meter', 0]
      : [meters / 1_000, 'kilometer', meters < 10_000 ? 1 : 0];
  return new Intl.NumberFormat(locale ?? pageLanguage(), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

function fixTime(date: Date, now: number, locale?: string, timeZone?: string): string {
  // A fix of an earlier day names its day too.
  const options: Intl.DateTimeFormatOptions =
    now - date.getTime() < DAY_MS ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
}

/**
 * The map in words, for everyone who does not see it or cannot read a map under stress: 'Near Avenue 7 and
 * Street 7. Last known position ±12 m, 10:02, 2 min ago. Moved 320 m in the last 12 minutes. Trail: 8 positions.',
 * and 'No street map is set up on this site.' at the end when the map has no streets. A part it has nothing for is left out.
 *
 * @example
 * mapCaption({ location, positionAt, trail, streetMap: true, now: Date.now() });
 */
export function mapCaption(input: MapCaptionInput): string {
  const {
    location,
    positionAt,
    trail,
    streetMap,
    streets,
    now,
    locale,
    timeZone,
    texts = MAP_CAPTION_TEXTS,
  } = input;
  // Numbers in the page's language by default; times and durations then in the viewer's.
  const numbers = locale ?? pageLanguage();
  const position = [texts.lastKnown];
  if (typeof location.accuracy === 'number') {
    position[0] = `${texts.lastKnown} ${texts.accuracy({ distance: formatDistance(location.accuracy, numbers) })}`;
  }
  if (positionAt) {
    position.push(fixTime(positionAt, now, locale, timeZone));
    position.push(texts.ago({ elapsed: formatElapsed(now - positionAt.getTime(), locale) }));
  }
  const sentences = [`${position.join(', ')}.`];
  if (streets) sentences.unshift(nearStreets(texts, streets.street, streets.crossing));

  const first = toSnapshotDate(trail[0]?.at);
  const last = toSnapshotDate(trail.at(-1)?.at);
  if (trail.length >= 2 && first && last && last.getTime() > first.getTime()) {
    const span = formatElapsed(last.getTime() - first.getTime(), locale, 'long');
    sentences.push(texts.moved({ distance: formatDistance(distanceAlong(trail), numbers), span }));
  }
  if (trail.length > 0) {
    const countText = new Intl.NumberFormat(numbers).format(trail.length);
    sentences.push(texts.trail({ count: trail.length, countText }));
  }
  if (!streetMap) sentences.push(texts.noStreetMap);
  return sentences.join(' ');
}
