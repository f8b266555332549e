import { ACCESS_CODE_MESSAGES, LOOKUP_ERROR_MESSAGES, WAIT_WORDS } from '@safety-companion/contract';

// The words of the Hero Lookup page (but for its result's top, in `lookup-result`): its head, its labels, hints and
// messages, and why a lookup failed (the contract's `LOOKUP_ERROR_MESSAGES` and
// `ACCESS_CODE_MESSAGES`, by kind, so that the page can say them in its own language).
export default {
  heading: 'Hero Lookup',
  emergencyAdvice:
    'If you believe they are in danger, call your local emergency number (911 in the US) first.',
  codeLabel: 'Access code',
  codeHint: 'The 6 letters or digits from the text message, like ABC123.',
  codePlaceholder: 'Enter 6-character code',
  submit: 'Look Up Information',
  failureTitle: 'Lookup failed',
  /**
   * Under 'User not found.': what to check, and how long a code works (`hours`, the contract's
   * `STATUS_RETENTION_HOURS`, the server's default and the privacy policy's number).
   */
  wrongCode: (hours: number) =>
    `Check the 6 characters in the text message. A code stops working ${hours === 1 ? 'an hour' : `${hours} hours`} after its status ends.`,
  refreshFailureTitle: 'Could not refresh the status',
  /** A status its user stopped (the server's 410): a state of its own, not a failure ('This status has ended.'). */
  ended: LOOKUP_ERROR_MESSAGES.ended,
  /** What the page showed before the status ended, without the location the person stopped sharing. */
  beforeEnded: 'Before it ended',
  /** Forgets the code this tab keeps, and empties the page. */
  forget: 'Forget this code',
  stateChanged: (statusLine: string) => `Status changed: ${statusLine}`,
  /** Said assertively, once, when the emergency is switched on; `time` is when (`emergencySince`), `name` theirs. */
  emergencyOn: (name: string | undefined, time: string) =>
    name ? `${name} needs help: emergency switched on at ${time}.` : `Emergency switched on at ${time}.`,
  /** Said politely when only the position changed, at most once a minute; `time` is when the phone took it. */
  positionChanged: (name: string | undefined, time: string) =>
    `${name ? `${name}'s phone` : 'The phone'} sent a new position at ${time}.`,
  /** The one notice while the browser is offline (the site's own offline notice stays off this page). */
  offline: {
    /**
     * A code asked for, or a status shown: `name` is undefined when the page knows none; `every` is how often the
     * page tries (`NETWORK_RETRY_MS`).
     */
    waiting: (name: string | undefined, every: string) =>
      `No connection. ${name ? `${name}'s` : "The person's"} status will show as soon as you are back online; we try every ${every}.`,
    /** Nothing asked for yet. */
    idle: 'No connection. You can look up a code as soon as you are back online.',
    /** `number` is the hero's own ('999'), or `localEmergencyNumber`. */
    call: (number: string) => `If you fear for them now, call ${number}.`,
  },
  /** The server does not answer while the browser is online; `every` is how often the page tries. */
  unreachable: (every: string) => `Our server is not answering. We try again every ${every}.`,
  /** Why a lookup (or an answer) failed, by kind, and how long to wait: the contract's words. */
  errors: { ...LOOKUP_ERROR_MESSAGES, wait: WAIT_WORDS },
  /** What is wrong with a typed access code: the contract's `ACCESS_CODE_MESSAGES`. */
  codeProblems: {
    required: ACCESS_CODE_MESSAGES.required,
    invalid: ACCESS_CODE_MESSAGES.invalid,
    withU: ACCESS_CODE_MESSAGES.withU,
  },
};
