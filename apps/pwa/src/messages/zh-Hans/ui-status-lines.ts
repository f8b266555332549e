import { STATUS_LINE_WORDS_ZH_HANS } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/ui-status-lines';

// The status line (the contract's Chinese words, which the Chinese pushes say too) and the two lines under it, in
// the status panel's words (ui-status.ts takes them): the lookup's early paint writes them too, before the app and
// the rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_ZH_HANS,
  emergencySince: (time, elapsed) => `紧急求助始于${time}（${elapsed}前）`,
  namedPlace: (place) => `地点：${place}（对方填写的地点）`,
} satisfies Translation<typeof english>;
