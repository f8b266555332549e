import type { Acknowledgement, AnswerContext, StatusLineWords } from '@safety-companion/contract';

/** The words of one store badge: 'Download' (productName) 'on the' 'App Store', 'Get' 'it' 'on' 'Google Play'. */
export interface StoreBadgeWords {
  /** Shown and read first. */
  verb: string;
  /** Shown, and read only when there is no product name: the 'it' of 'Get it on'. */
  filler?: string;
  /** Shown and read before the store's name. */
  preposition: string;
  store: string;
}

/**
 * Every word the components show or say, English by default (`UI_MESSAGES_EN`). Texts holding numbers or names
 * are functions; numbers come already written in the panel's locale where a function takes a string.
 */
export interface UiMessages {
  navBar: {
    /** The accessible name of the navigation landmark. */
    label: string;
    /** The toggle that shows the links on narrow screens. */
    menu: string;
  };
  features: {
    carouselLabel: string;
    /** What a screen reader calls the carousel and each of its slides (`aria-roledescription`). */
    carouselRole: string;
    slideRole: string;
    pauseRotation: string;
    startRotation: string;
    /** The accessible name of the carousel's dots. */
    chooseFeature: string;
    showFeature: (position: number, count: number, title: string) => string;
    slide: (position: number, count: number) => string;
    expandImage: (title: string) => string;
    /** The expanded view's close button. */
    close: string;
  };
  storeLinks: { appStore: StoreBadgeWords; googlePlay: StoreBadgeWords };
  /** The status line's words are the contract's (`getStatusLine` puts them together), beside the panel's own. */
  status: StatusLineWords & {
    /** Under the status line: when the emergency was switched on, and how long ago (`elapsed`: '5 min'). */
    emergencySince: (time: string, elapsed: string) => string;
    /** The place the person named (`timerDetails.where`), right under the status line. */
    namedPlace: (place: string) => string;
    /** The status line of a status that has ended, as it last read ('Was: EMERGENCY'). */
    was: (statusLine: string) => string;
    callNumber: (phoneNumber: string) => string;
    notSet: string;
    startTime: string;
    endTime: string;
    lastUpdate: string;
    /** The last update in the person's own zone, beside the viewer's. */
    theirTime: (time: string) => string;
    theirTimeZone: (zone: string) => string;
    /** `elapsed` is a span in the locale's short unit words ('12 sec'). */
    updatedAgo: (elapsed: string) => string;
    noNewPosition: (elapsed: string) => string;
    who: string;
    what: string;
    where: string;
    photoAlt: string;
    viewCurrentLocation: string;
    directions: string;
    viewStartLocation: string;
    opensInNewTab: string;
  };
  statusFacts: {
    /** The time a countdown has left, for the eye: hours and minutes both 0 below a minute. */
    timeLeft: (hours: number, minutes: number) => string;
    /** The same, as a sentence for a screen reader. */
    timeLeftSpoken: (hours: number, minutes: number) => string;
    /** `percent` is written in the locale ('12%'). */
    battery: (percent: string) => string;
    low: string;
    charging: string;
    batterySpoken: (percent: string, state: { low: boolean; charging: boolean }) => string;
  };
  statusLocation: {
    label: string;
    copy: string;
    copied: string;
    copyFailed: string;
    /** How precise the location is: `distance` written in the locale, `value` the number it writes. */
    accuracy: (distance: string, unit: 'm' | 'km') => string;
    accuracySpoken: (distance: string, value: number, unit: 'm' | 'km') => string;
  };
  statusAnswers: {
    heading: string;
    none: string;
    /**
     * A hero's answer: 'Sam is on the way', 'A hero has seen this' when no name was given, 'Sam is with Riley', and
     * one on the way with its estimate: 'Sam is on the way, about 12–18 min by car (estimate)', with "to Riley's
     * last known position" when `context.positionStale`.
     */
    answer: (answer: Pick<Acknowledgement, 'kind' | 'name' | 'eta'>, context: AnswerContext) => string;
    /** The answer this device sent: 'You are on the way', with its estimate as `answer` says it. */
    ownAnswer: (answer: Pick<Acknowledgement, 'kind' | 'eta'>, context: AnswerContext) => string;
    justNow: string;
    /** How long ago an answer came, in whole minutes, hours or days. */
    ago: (amount: number, unit: 'minute' | 'hour' | 'day') => string;
  };
}
