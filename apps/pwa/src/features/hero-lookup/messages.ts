import { LOOKUP_ERROR_MESSAGES } from '@safety-companion/contract';
import { RESULT_TEXTS } from './result-texts';

/**
 * Every text of the Hero Lookup page: its labels, hints and messages, and the result's top (`RESULT_TEXTS`). The code's validation messages come from
 * `ACCESS_CODE_MESSAGES` and the failure texts from `describeLookupError`, both in the API package.
 */
export const LOOKUP_TEXTS = {
  ...RESULT_TEXTS,
  heading: 'Hero Lookup',
  aboutHeading: 'How the lookup works',
  intro: [
    'Someone chose you as their hero: a trusted contact they want to reach them when something may be wrong.',
    'When they switch on an emergency, or when a safety timer they set runs out before they stop it, you receive a text message with a 6-character access code. Enter that code here.',
    'You will see their current status, the start and end times of their timer, their photo, the details they gave (who they are with, what they are doing and where), and map links to where they started and where they are now.',
    'This tab keeps only the access code it shows, never the status, until the status ends, you look up another, tap "Forget this code" or close the tab. With alerts on, the code is kept on this device until you stop them or the status ends. The status shows each change as it happens (when it cannot stay connected, it refreshes itself every 30 seconds).',
    'Under the status you can answer, so that they and the other heroes know: that you have seen it, that you are on your way, or that you have called the emergency services. When you answer, this device remembers the name you give (if any) and a random number that makes your latest answer replace your earlier ones.',
  ],
  emergencyAdvice:
    'If you believe they are in danger, call your local emergency number (911 in the US) first.',
  codeLabel: 'Access code',
  codeHint: 'The 6 letters or digits from the text message, like ABC123.',
  codePlaceholder: 'Enter 6-character code',
  submit: 'Look Up Information',
  failureTitle: 'Lookup failed',
  refreshFailureTitle: 'Could not refresh the status',
  /** A status its user stopped (the server's 410): a state of its own, not a failure ('This status has ended.'). */
  ended: LOOKUP_ERROR_MESSAGES.ended,
  /** When this page saw the status end, followed by the time. */
  endedAt: 'Ended at',
  /** What the page showed before the status ended, without the location the person stopped sharing. */
  beforeEnded: 'Before it ended',
  /** Forgets the code this tab keeps, and empties the page. */
  forget: 'Forget this code',
  stateChanged: (statusLine: string) => `Status changed: ${statusLine}`,
  offlineWhat: 'Looking up a code',
  /** A hero's answer under the status. The answers themselves are said by `describeAcknowledgement`. */
  answers: {
    heading: 'Let them and the other heroes know',
    nameLabel: 'Your name',
    nameHint: 'Optional. Shown with your answers; remembered on this device.',
    buttons: {
      seen: "I've seen this",
      'on-the-way': "I'm on my way",
      'called-emergency-services': "I've called emergency services",
    },
    failureTitle: 'Your answer was not sent',
  },
} as const;

/** How often a shown status that has not expired is fetched again while the page is visible. */
export const REFRESH_INTERVAL_MS = 30_000;

/** How often a call that failed for the network (no signal, no server) is tried again while the page is visible. */
export const NETWORK_RETRY_MS = 10_000;
