// The words of the lookup result's top, which the page's inline script paints too before the app has started
// (early/early-paint.ts, which imports this file itself: that script loads no other module): its
// heading and photo, when the phone last reported (and the note once it has gone silent), the connection
// line, and the action bar's Call and Directions links (the status line and the lines under it are the status panel's
// words: ui-status-lines.ts). A section of its own, so that the inline script takes these and not every text of the
// page.
export default {
  /** The lookup's button while a lookup is on its way, and the result's place until its answer arrives. */
  submitting: 'Looking up...',
  /** The result's heading without a name; with one, `namedHeading`. */
  resultHeading: 'Status',
  /** The result's heading when the person shows a name: in an emergency, and otherwise. */
  namedHeading: {
    emergency: (name: string) => `${name} needs help`,
    other: (name: string) => `${name}'s status`,
  },
  photoAlt: (name: string | undefined) => (name ? `Photo of ${name}` : 'Photo shared by the user'),
  /**
   * The top line: when the phone last reported (the snapshot's `timestamp`, in the page's locale) and how
   * long ago (`formatElapsed`), ticking. `name` is the name the person shows, when they show one.
   */
  lastReported: (name: string | undefined, time: string, elapsed: string) =>
    `${name ? `${name}'s phone` : 'The phone'} last reported ${time} (${elapsed} ago)`,
  /** Under the heading once the phone has not reported for too long (the contract's `SILENT_AFTER_MS`). */
  silent: (name: string | undefined, elapsed: string) =>
    `No update from ${name ? `${name}'s phone` : 'the phone'} for ${elapsed}. The position may be out of date: their phone may be off or without signal.`,
  /** Whether the shown status follows the live stream; text, with a dot only as decoration. */
  connection: {
    connecting: 'Connecting for live updates…',
    live: 'Live: changes show as they happen',
    /** Connected, but the phone has gone silent (`silent`): nothing is coming to show. */
    waiting: (name: string | undefined) =>
      `Connected · waiting for ${name ? `${name}'s phone` : 'the phone'}`,
    /** `every` is how often the page refreshes meanwhile (`REFRESH_INTERVAL_MS`), in words. */
    retrying: (every: string) => `Not live, reconnecting. Refreshing every ${every} meanwhile`,
    /** The server does not answer (or the browser is offline): tried again every `every` (`NETWORK_RETRY_MS`). */
    retryingUnreachable: (every: string) => `Not live, reconnecting. Trying again every ${every} meanwhile`,
    /** An expired status is not refreshed (`use-hero-lookup.ts`): only the stream can bring a change. */
    retryingExpired: 'Not live, reconnecting',
  },
  /** The action bar's links ('Call 999', 'Directions'), in an emergency or after an expired countdown. */
  call: (number: string) => `Call ${number}`,
  /**
   * The number as the Call link and the page's sentences name it when the hero's country is not known (the site's
   * own number is dialled): 'Call your local emergency number'.
   */
  localEmergencyNumber: 'your local emergency number',
  directions: 'Directions',
  /**
   * The first actions, before 'Call 999', when the person shares their phone number (`contactPhone`): a call and a
   * text message to it. `name` is the name the person shows, when they show one.
   */
  callPerson: (name: string | undefined) => (name ? `Call ${name}` : 'Call their phone'),
  messagePerson: (name: string | undefined) => (name ? `Message ${name}` : 'Message their phone'),
};
