import type { Locale } from '@safety-companion/contract';
import english from '../../messages/en/map';
import spanish from '../../messages/es/map';

/**
 * The map's words in each language, for the early map: it draws before the app has started, on a page whose language
 * its address says, and loads with a status that has a position (never in a first load), so it holds them all.
 */
export const EARLY_MAP_WORDS: Record<Locale, typeof english> = { en: english, es: spanish };
