import { STATUS_LINE_WORDS_ES } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/ui-status-lines';

// The status line (the contract's Spanish words, which the Spanish pushes say too) and the two lines under it, in
// the status panel's words (ui-status.ts takes them): the lookup's early paint writes them too, before the app and
// the rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_ES,
  emergencySince: (time, elapsed) => `Emergencia desde las ${time} (hace ${elapsed})`,
  namedPlace: (place) => `En: ${place} (el lugar que indicó)`,
} satisfies Translation<typeof english>;
