import STATUS_LINE_MESSAGES from 'words:status-line';
import { type StatusLinesWords, statusLineWords } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';

/** The status line and the two lines under it, as the UI package's status panel takes them. */
export type StatusLines = Pick<UiMessages['status'], keyof StatusLinesWords>;

/**
 * The status line and the two lines under it in the page's language, as the contract's `getStatusLine` and the UI
 * package's status panel take them: the contract's `status-line` messages, whose status line the server's pushes say
 * too. The one adapter of the section, which the panel's words (ui-status-words.ts) and the lookup's early paint use.
 * In English they say what the package says (ui-status-words.test.ts).
 */
export function statusLines(): StatusLines {
  return statusLineWords(STATUS_LINE_MESSAGES);
}
