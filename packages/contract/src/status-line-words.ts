// A language's status line words from its messages (messages/<locale>/status-line.json), apart from `getStatusLine`
// and the English ones (status-line.ts): a page that says the status line in its own language takes this alone.
import { hourOf } from './clock-hour.js';
import type { ContractMessages } from './messages.gen.js';

/** The words of the status line in one language; `getStatusLine` chooses and fills them. */
export interface StatusLineWords {
  emergency: string;
  active: string;
  /**
   * A countdown that ran out: `time` ('1:05 PM') and `day` ('Mar 3, 2025') are its end, written apart so that a
   * language can order them ('a las 13:05 del 3 mar 2025'), each in the reader's locale and time zone.
   */
  expiredAt: (time: string, day: string) => string;
  /** A countdown that ran out, whose end the status does not carry. */
  expired: string;
}

/** The status line's words with the two lines a status panel writes under it, in one language. */
export interface StatusLinesWords extends StatusLineWords {
  /** Since when the emergency is on: its start's `time`, and how long ago (`elapsed`). */
  emergencySince: (time: string, elapsed: string) => string;
  /** The place the person named for their status. */
  namedPlace: (place: string) => string;
}

/** The status line's messages in one language, as messages/<locale>/status-line.json writes them. */
export type StatusLineMessages = ContractMessages['status-line'];

/**
 * A language's status line messages (and the lines under it) as `getStatusLine` and a status panel take them: the
 * end's time and day apart, and the hour a time is written with, which some languages' words agree with (Spanish
 * 'a la 1:05' but 'a las 13:05').
 */
export function statusLineWords(messages: StatusLineMessages): StatusLinesWords {
  return {
    emergency: messages.emergency,
    active: messages.active,
    expired: messages.expired,
    expiredAt: (time, day) => messages.expiredAt({ time, day, hour: hourOf(time) }),
    emergencySince: (time, elapsed) => messages.emergencySince({ time, elapsed, hour: hourOf(time) }),
    namedPlace: (place) => messages.namedPlace({ place }),
  };
}
