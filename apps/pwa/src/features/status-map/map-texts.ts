import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/map';

/**
 * The status map's words in the page's language (the `map` section): the app's map uses these; the early map,
 * drawn before the app has started, the English section itself (`MAP_CAPTION_TEXTS`, `MAP_LABEL`).
 */
export const MAP_TEXTS = translatable('map', english);
