// The English words of what a hero tells an emergency dispatcher and of the steps, apart from their builders: the
// site's `emergency` section takes them as its English and gives every other language the same shape.

/** The words of the dispatcher's brief in one language; `dispatcherBrief` puts them together. */
export interface DispatcherWords {
  /** Who: the name the person shows their heroes. */
  who: (name: string) => string;
  /** Since when the emergency is on: `time` in the viewer's zone, `day` only when it was another day. */
  emergencyAt: (time: string, day: string | undefined, ago: string) => string;
  /** An emergency whose start the status does not say (an older server). */
  emergency: string;
  /** When the countdown ran out, as `emergencyAt`. */
  expiredAt: (time: string, day: string | undefined, ago: string) => string;
  expired: string;
  active: string;
  /** A span before now: `elapsed` is '5 minutes' in the locale's words. */
  ago: (elapsed: string) => string;
  /** The nearest named street and the one crossing it, from the site's own street map. */
  near: (street: string, crossing: string | undefined) => string;
  /** The place the person named in the app. */
  place: (place: string) => string;
  /** `accuracy` ('±12 m') and `taken` ('taken 3 minutes ago') are empty when the status does not say them. */
  position: (coordinates: string, accuracy: string, taken: string) => string;
  accuracy: (meters: string) => string;
  taken: (ago: string) => string;
  /** The person's own number, when they shared it. */
  phone: (number: string) => string;
  wrote: (info: string) => string;
  doing: (what: string) => string;
  with: (who: string) => string;
  /** `percent` is written in the locale ('12%'). */
  battery: (percent: string, charging: boolean) => string;
  /** `cityTime` is empty when the phone's time zone names no city. */
  elsewhere: (cityTime: string) => string;
  cityTime: (city: string) => string;
  /** What the dispatcher needs from the hero, said last. */
  ownNumber: string;
}

/**
 * The nearest streets in English, as the map's caption and the brief both say them.
 *
 * @example
 * nearStreetsText('Avenue 7', 'Street 7'); // 'Near Avenue 7 and Street 7.'
 */
export const nearStreetsText = (street: string, crossing: string | undefined): string =>
  crossing ? `Near ${street} and ${crossing}.` : `Near ${street}.`;

/**
 * The dispatcher's brief in English.
 *
 * @example
 * DISPATCHER_WORDS.emergencyAt('22:56', undefined, '5 minutes ago');
 * // 'Emergency switched on at 22:56, 5 minutes ago.'
 */
export const DISPATCHER_WORDS: DispatcherWords = {
  who: (name) => `Person: ${name}.`,
  emergencyAt: (time, day, ago) => `Emergency switched on at ${time}${day ? ` on ${day}` : ''}, ${ago}.`,
  emergency: 'Emergency switched on.',
  expiredAt: (time, day, ago) =>
    `Their safety timer ran out at ${time}${day ? ` on ${day}` : ''}, ${ago}, and they have not stopped it.`,
  expired: 'Their safety timer ran out and they have not stopped it.',
  active: 'Their safety timer is running; no emergency.',
  ago: (elapsed) => `${elapsed} ago`,
  near: nearStreetsText,
  place: (place) => `Place they named: ${place}.`,
  position: (coordinates, accuracy, taken) =>
    `Position: ${coordinates} (latitude, longitude)${accuracy ? `, ${accuracy}` : ''}${taken ? `, ${taken}` : ''}.`,
  accuracy: (meters) => `±${meters} m`,
  taken: (ago) => `taken ${ago}`,
  phone: (number) => `Their phone number: ${number}.`,
  wrote: (info) => `They wrote: ${info}`,
  doing: (what) => `Doing: ${what}.`,
  with: (who) => `With: ${who}.`,
  battery: (percent, charging) => `Phone battery: ${percent}${charging ? ', charging' : ''}.`,
  elsewhere: (cityTime) =>
    `If they are not where you are, say so first: "The person is not near me"${cityTime}, then give the position above.`,
  cityTime: (city) => `, and that their phone is set to ${city} time`,
  ownNumber: 'Give the dispatcher your own phone number.',
};

/** The steps for a hero in an emergency in one language; `emergencySteps` puts them in order. */
export interface StepWords {
  call: (number: string) => string;
  sayWhere: string;
  stayOnLine: string;
  /** Whether the number takes texts: in some areas, from registered phones only, or not at all. */
  texts: {
    'some-areas': (number: string) => string;
    registered: (number: string) => string;
    no: (number: string) => string;
  };
  notAlone: string;
  tellHeroes: string;
}

/**
 * The steps in English.
 *
 * @example
 * STEP_WORDS.call('999'); // 'Call 999 now.'
 */
export const STEP_WORDS: StepWords = {
  call: (number) => `Call ${number} now.`,
  sayWhere: 'Say where first: the position and place above, then what happened, your name and your number.',
  stayOnLine: 'Stay on the line until the dispatcher ends the call.',
  texts: {
    'some-areas': (number) =>
      `Send a text to ${number} only where the service takes texts (some areas do); a call is always better.`,
    registered: (number) =>
      `Texts reach ${number} only from phones registered with the service first; call instead.`,
    no: (number) => `Do not send a text: ${number} takes calls only here.`,
  },
  notAlone: "Don't go in alone: wait for the emergency services where it is safe.",
  tellHeroes: 'Tell the other heroes with "I\'ve called emergency services" below.',
};
