import { currentLocale } from '../../i18n/locale';
import { mapWordsIn } from './map-words';

/** The status map's words in the page's language, for the app's map (the early map reads its page's `lang`). */
export const mapTexts = () => mapWordsIn(currentLocale());
