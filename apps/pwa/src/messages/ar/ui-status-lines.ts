import { STATUS_LINE_WORDS_AR } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/ui-status-lines';

// The status line (the contract's Arabic words, which the Arabic pushes say too) and the two lines under it, in the
// status panel's words (ui-status.ts takes them): the lookup's early paint writes them too, before the app and the
// rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_AR,
  emergencySince: (time, elapsed) => `طوارئ منذ ${time} (قبل ${elapsed})`,
  namedPlace: (place) => `في: ${place} (المكان الذي ذكره)`,
} satisfies Translation<typeof english>;
