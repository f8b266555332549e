import UI_STATUS_LINES_WORDS from 'words:ui-status-lines';
import type { StatusLineWords } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import { hourOf } from './clock-hour';

/** The status line and the two lines under it, as the UI package's status panel takes them. */
export type StatusLines = Pick<UiMessages['status'], keyof StatusLineWords | 'emergencySince' | 'namedPlace'>;

/**
 * The status line and the two lines under it in the page's language (the `ui-status-lines` section), as the
 * contract's `getStatusLine` and the UI package's status panel take them: the one adapter of that section, which the
 * panel's words (ui-status-words.ts) and the lookup's early paint both use. In English they say what the package
 * says (ui-status-words.test.ts), in every language what the contract's pushes say.
 */
export function statusLines(): StatusLines {
  const words = UI_STATUS_LINES_WORDS;
  return {
    emergency: words.emergency,
    active: words.active,
    expired: words.expired,
    expiredAt: (time, day) => words.expiredAt({ time, day, hour: hourOf(time) }),
    emergencySince: (time, elapsed) => words.emergencySince({ time, elapsed, hour: hourOf(time) }),
    namedPlace: (place) => words.namedPlace({ place }),
  };
}
