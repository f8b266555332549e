import {
  type Acknowledgement,
  type AcknowledgementKind,
  describeAcknowledgement,
  describeOwnAcknowledgement,
} from '@safety-companion/contract';

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
  status: {
    emergency: string;
    /** `time` is the status's end, written in the viewer's locale and zone. */
    expiredAt: (time: string) => string;
    active: string;
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
    /** A hero's answer: 'Sam is on the way', 'A hero has seen this' when no name was given. */
    answer: (answer: Pick<Acknowledgement, 'kind' | 'name'>) => string;
    /** The answer this device sent: 'You are on the way'. */
    ownAnswer: (kind: AcknowledgementKind) => string;
    justNow: string;
    /** How long ago an answer came, in whole minutes, hours or days. */
    ago: (amount: number, unit: 'minute' | 'hour' | 'day') => string;
  };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const SHORT_UNITS = { minute: 'min', hour: 'h', day: 'd' } as const;

/** The components' English words, the default when no `UiMessagesProvider` gives others. */
export const UI_MESSAGES_EN: UiMessages = {
  navBar: { label: 'Main', menu: 'Menu' },
  features: {
    carouselLabel: 'Features',
    carouselRole: 'carousel',
    slideRole: 'slide',
    pauseRotation: 'Pause automatic rotation',
    startRotation: 'Start automatic rotation',
    chooseFeature: 'Choose a feature',
    showFeature: (position, count, title) => `Show feature ${position} of ${count}: ${title}`,
    slide: (position, count) => `${position} of ${count}`,
    expandImage: (title) => `Expand image: ${title}`,
    close: 'Close',
  },
  storeLinks: {
    appStore: { verb: 'Download', preposition: 'on the', store: 'App Store' },
    googlePlay: { verb: 'Get', filler: 'it', preposition: 'on', store: 'Google Play' },
  },
  status: {
    emergency: 'EMERGENCY',
    expiredAt: (time) => `Timer has Expired at ${time}`,
    active: 'Active',
    callNumber: (phoneNumber) => `Call ${phoneNumber}`,
    notSet: 'Not set',
    startTime: 'Start time',
    endTime: 'End time',
    lastUpdate: 'Last update',
    theirTime: (time) => `${time} their time`,
    theirTimeZone: (zone) => `Their time zone: ${zone}`,
    updatedAgo: (elapsed) => `Updated ${elapsed} ago`,
    noNewPosition: (elapsed) => `No new position for ${elapsed}`,
    who: 'Who',
    what: 'What',
    where: 'Where',
    photoAlt: 'Photo shared by the user',
    viewCurrentLocation: 'View current location on map',
    directions: 'Directions from start to current location',
    viewStartLocation: 'View start location on map',
    opensInNewTab: 'Opens in a new tab',
  },
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Ends in less than a minute'
        : `Ends in ${hours > 0 ? `${hours} h ` : ''}${minutes} min`,
    timeLeftSpoken: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'Ends in less than a minute.'
        : `Ends in ${[hours > 0 ? plural(hours, 'hour') : '', minutes > 0 ? plural(minutes, 'minute') : '']
            .filter(Boolean)
            .join(' ')}.`,
    battery: (percent) => `Battery ${percent}`,
    low: 'Low',
    charging: ', charging',
    batterySpoken: (percent, { low, charging }) =>
      `The phone's battery is at ${percent}${low ? ', which is low' : ''}${charging ? ', and charging' : ''}.`,
  },
  statusLocation: {
    label: 'Current location',
    copy: 'Copy coordinates',
    copied: 'Coordinates copied',
    copyFailed: 'Could not copy: select the coordinates and copy them instead.',
    accuracy: (distance, unit) => `within ${distance} ${unit}`,
    accuracySpoken: (distance, value, unit) =>
      `Accurate to within ${distance} ${unit === 'm' ? 'metre' : 'kilometre'}${value === 1 ? '' : 's'}.`,
  },
  statusAnswers: {
    heading: 'Answers from heroes',
    none: 'No hero has answered yet.',
    // The contract's words, which the pages' announcements say as well.
    answer: describeAcknowledgement,
    ownAnswer: (kind) => describeOwnAcknowledgement({ kind }),
    justNow: 'just now',
    ago: (amount, unit) => `${amount} ${SHORT_UNITS[unit]} ago`,
  },
};
