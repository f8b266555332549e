import { STATUS_LINE_WORDS_FR } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/ui-status-lines';

// The status line (the contract's French words, which the French pushes say too) and the two lines under it, in the
// status panel's words (ui-status.ts takes them): the lookup's early paint writes them too, before the app and the
// rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_FR,
  emergencySince: (time, elapsed) => `Urgence depuis ${time} (il y a ${elapsed})`,
  namedPlace: (place) => `Lieu : ${place} (indiqué par la personne)`,
} satisfies Translation<typeof english>;
