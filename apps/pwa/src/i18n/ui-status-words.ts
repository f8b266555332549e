import UI_STATUS_WORDS from 'words:ui-status';
import {
  type AnswerWords,
  describeAcknowledgement,
  describeOwnAcknowledgement,
  formatMinutes,
} from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import { currentLocale } from './locale';
import { statusLines } from './status-line-words';

/** The words of the UI package's status panel: its own, its facts, its location and the heroes' answers. */
export type UiStatusMessages = Pick<
  UiMessages,
  'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'
>;

type Did = (typeof UI_STATUS_WORDS)['answerWords']['did'];

/** A message of what a hero did, as `AnswerWords` calls it: with the person, whether it names them or not. */
const withPerson =
  (message: string | ((values: { readonly person: string }) => string)) =>
  (person: string): string =>
    typeof message === 'string' ? message : message({ person });

const byKind = (did: Did): AnswerWords['did'] => ({
  seen: withPerson(did.seen),
  'on-the-way': withPerson(did['on-the-way']),
  'called-emergency-services': withPerson(did['called-emergency-services']),
  here: withPerson(did.here),
});

/**
 * The heroes' answers in the page's language (the `ui-status` section's `answerWords`), as the contract's
 * `describeAcknowledgement` takes them, durations written in the page's language.
 */
export function answerWords(): AnswerWords {
  const words = UI_STATUS_WORDS.answerWords;
  return {
    locale: currentLocale(),
    unnamedHero: words.unnamedHero,
    unnamedPerson: words.unnamedPerson,
    did: byKind(words.did),
    heroDid: (hero, did) => words.heroDid({ hero, did }),
    ownDid: byKind(words.ownDid),
    modes: words.modes,
    estimate: (range, mode, target) => words.estimate({ range, mode, target }),
    toLastKnownPosition: (person) =>
      person ? words.toLastKnownPositionNamed({ person }) : words.toLastKnownPosition,
  };
}

/**
 * The words of the UI package's status panel in the page's language (the `ui-status` section, with the status lines
 * of the contract's `status-line`), as the package's `UiMessages` takes them: the one adapter of the section. Given
 * only on a page in another language than English (`ComponentWords`, the page's announcements); in English the
 * package says its own, which the section's English repeats (ui-status-words.test.ts).
 */
export function uiStatusMessages(): UiStatusMessages {
  const { status, statusFacts, statusLocation, statusAnswers } = UI_STATUS_WORDS;
  const locale = currentLocale();
  const answers = answerWords();
  return {
    status: {
      ...status,
      ...statusLines(),
      was: (statusLine) => status.was({ statusLine }),
      callNumber: (phoneNumber) => status.callNumber({ phoneNumber }),
      theirTime: (time) => status.theirTime({ time }),
      theirTimeZone: (zone) => status.theirTimeZone({ zone }),
      updatedAgo: (elapsed) => status.updatedAgo({ elapsed }),
      noNewPosition: (elapsed) => status.noNewPosition({ elapsed }),
    },
    statusFacts: {
      low: statusFacts.low,
      charging: statusFacts.charging,
      timeLeft: (hours, minutes) =>
        hours === 0 && minutes === 0
          ? statusFacts.timeLeftUnderMinute
          : statusFacts.timeLeft({ duration: formatMinutes(hours * 60 + minutes, locale) }),
      timeLeftSpoken: (hours, minutes) => statusFacts.timeLeftSpoken({ hours, minutes }),
      battery: (percent) => statusFacts.battery({ percent }),
      batterySpoken: (percent, { low, charging }) =>
        statusFacts.batterySpoken({ percent, low: low ? 'yes' : 'no', charging: charging ? 'yes' : 'no' }),
    },
    statusLocation: {
      ...statusLocation,
      accuracy: (distance, unit) => statusLocation.accuracy({ distance, unit }),
      accuracySpoken: (distance, value, unit) => statusLocation.accuracySpoken({ distance, value, unit }),
    },
    statusAnswers: {
      heading: statusAnswers.heading,
      none: statusAnswers.none,
      justNow: statusAnswers.justNow,
      answer: (answer, context) => describeAcknowledgement(answer, context, answers),
      ownAnswer: (answer, context) => describeOwnAcknowledgement(answer, context, answers),
      ago: (amount, unit) => statusAnswers.ago[unit]({ count: amount }),
    },
  };
}
