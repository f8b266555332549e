// The words of what a hero can do now: the action bar's note, the number's country and its list, the note of an
// expired countdown and the dispatcher's panel (the bar's Call and Directions are in `lookup-result`). What to
// tell the dispatcher and the steps come from the contract's `dispatcherBrief` and `emergencySteps`.
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
    tryCalling: 'Try calling them.',
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
  /**
   * What to tell the dispatcher, line by line, as the contract's `dispatcherBrief` says it in English (a line whose
   * field is empty is left out).
   */
  brief: {
    someone: 'The person',
    inEmergency: (who: string) => `${who} is in an emergency.`,
    /** `within` and `at` are empty when the status does not say them. */
    position: (coordinates: string, within: string, at: string) =>
      `Position: ${coordinates} (latitude, longitude${within})${at}.`,
    within: (meters: string) => `, within ${meters} m`,
    at: (time: string) => `, at ${time}`,
    place: (place: string) => `Place: ${place}.`,
    reason: (reason: string) => `Reason: ${reason}.`,
    wrote: (info: string) => `They wrote: ${info}`,
    doing: (what: string) => `Doing: ${what}.`,
    with: (who: string) => `With: ${who}.`,
    /** `cityTime` is empty when the phone's time zone names no city. */
    elsewhere: (cityTime: string) =>
      `If they are not where you are, say so first: "The person is not near me"${cityTime}, then give the position above.`,
    cityTime: (city: string) => `, and that their phone is set to ${city} time`,
  },
  /** The steps for a hero in an emergency, as the contract's `emergencySteps` says them in English. */
  steps: {
    call: (number: string) => `Call ${number} now.`,
    sayWhere: 'Say where first: the position and place above, then what happened, your name and your number.',
    stayOnLine: 'Stay on the line until the dispatcher ends the call.',
    /** Whether the number takes texts: in some areas, from registered phones only, or not at all. */
    texts: {
      'some-areas': (number: string) =>
        `Send a text to ${number} only where the service takes texts (some areas do); a call is always better.`,
      registered: (number: string) =>
        `Texts reach ${number} only from phones registered with the service first; call instead.`,
      no: (number: string) => `Do not send a text: ${number} takes calls only here.`,
    },
    notAlone: "Don't go in alone: wait for the emergency services where it is safe.",
    tellHeroes: 'Tell the other heroes with "I\'ve called emergency services" below.',
  },
};
