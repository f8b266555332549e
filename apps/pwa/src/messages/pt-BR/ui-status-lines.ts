import { STATUS_LINE_WORDS_PT_BR } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/ui-status-lines';

// The status line (the contract's Brazilian Portuguese words, which the Brazilian Portuguese pushes say too) and the
// two lines under it, in the status panel's words (ui-status.ts takes them): the lookup's early paint writes them
// too, before the app and the rest of the panel's words load.
/** 'desde as 16:02', but 'desde a 01:05' and 'desde a 00:30': one o'clock and midnight take the singular. */
const sinceTime = (time: string) => `desde ${/^0?[01]:/.test(time) ? 'a' : 'as'} ${time}`;

export default {
  ...STATUS_LINE_WORDS_PT_BR,
  emergencySince: (time, elapsed) => `Emergência ${sinceTime(time)} (há ${elapsed})`,
  namedPlace: (place) => `Em: ${place} (local informado pela pessoa)`,
} satisfies Translation<typeof english>;
