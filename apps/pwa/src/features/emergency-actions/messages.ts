import { callLabel, DIRECTIONS_LABEL } from './call-label';

/**
 * Every text of what a hero can do now (the action bar, the number's country, the note of an expired countdown and
 * the dispatcher's panel). What to tell the dispatcher and the steps come from the contract's `dispatcherBrief` and
 * `emergencySteps`.
 */
export const EMERGENCY_TEXTS = {
  call: callLabel,
  directions: DIRECTIONS_LABEL,
  opensInNewTab: 'Opens in a new tab',
  numberFor: (country: string) => `Emergency number for ${country}`,
  numberWithoutCountry: (number: string) =>
    `Emergency number ${number}: your browser does not say your country. Pick it to get its number.`,
  countryLabel: 'Country',
  countryNotChosen: 'Choose your country',
  /** Beneath the spec's 'Timer has Expired at …' line. */
  expired: (number: string) => [
    'They have not stopped their timer.',
    'Try calling them.',
    `If you cannot reach them and fear for them, call ${number}.`,
  ],
  dispatcher: {
    heading: 'What to tell the dispatcher',
    stepsHeading: 'What to do',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the text and copy it instead.',
    share: 'Share',
    shareTitle: 'What to tell the emergency dispatcher',
  },
} as const;
