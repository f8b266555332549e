import STATUS_LINE_MESSAGES from 'words:status-line';
import { type StatusLinesWords, statusLineWords } from '@safety-companion/contract';

/**
 * The status line and the two lines under it in the page's language: the contract's `status-line` messages (whose
 * status line the server's pushes say too) through the contract's adapter `statusLineWords`, as `getStatusLine` and
 * the UI package's status panel take them. The panel's words (ui-status-words.ts) and the lookup's early paint take
 * them here; in English they say what the package says (ui-status-words.test.ts).
 */
export function statusLines(): StatusLinesWords {
  return statusLineWords(STATUS_LINE_MESSAGES);
}
