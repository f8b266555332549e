import { DISPATCHER_WORDS, STEP_WORDS } from '@safety-companion/contract';

// The words of what a hero can do now: the action bar's note, the number's country and its list, the note of an
// expired countdown and the dispatcher's panel (the bar's Call and Directions are in `lookup-result`). What to
// tell the dispatcher and the steps are the contract's English (`DISPATCHER_WORDS`, `STEP_WORDS`), which its
// `dispatcherBrief` and `emergencySteps` put together.
export default {
  opensInNewTab: 'Opens in a new tab',
  /** One line under the status line: the number the Call link dials, and for which country; then `change`. */
  calls: (number: string, country: string) => `Calls ${number} (${country})`,
  callsWithoutCountry: (number: string) => `Calls ${number}: your browser does not say your country`,
  /** Opens the list of countries (`countryNotChosen` while no country is known). */
  change: 'Change',
  countryLabel: 'Country',
  countryNotChosen: 'Choose your country',
  /** Beneath the spec's 'Timer has Expired at …' line, one paragraph each. */
  expired: {
    notStopped: 'They have not stopped their timer.',
    /**
     * What to try first: with the person's number shared (`shared`), the Call and Message links are right there;
     * without it, the number the hero has. `name` is the name the person shows, when they show one.
     */
    tryCalling: (name: string | undefined, shared: boolean) =>
      shared
        ? `Try calling or messaging ${name ?? 'them'} first.`
        : name
          ? `Try calling ${name} on the number you have for them.`
          : 'Try calling them on the number you have for them.',
    call: (number: string) => `If you cannot reach them and fear for them, call ${number}.`,
  },
  dispatcher: {
    heading: 'What to tell the dispatcher',
    stepsHeading: 'What to do',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the text and copy it instead.',
    share: 'Share',
    shareTitle: 'What to tell the emergency dispatcher',
  },
  /** What to tell the dispatcher, part by part, as the contract's `dispatcherBrief` puts them together. */
  brief: DISPATCHER_WORDS,
  /** The steps for a hero in an emergency, as the contract's `emergencySteps` puts them in order. */
  steps: STEP_WORDS,
};
