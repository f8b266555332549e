// A hero's answer in words ('Sam is on the way, about 12–18 min by car (estimate)'), written once: the status panel
// and the page's announcements call `describeAcknowledgement` with their language's `AnswerWords`, which give only
// the words and their order; the name's and person's fallbacks, the estimate and its range are joined here.
import { formatMinutes, formatUnits } from './durations.js';
import type { Acknowledgement, AcknowledgementKind } from './schemas/acknowledgement.js';
import type { ArrivalEstimate, ArrivalMode } from './schemas/arrival-estimate.js';

/**
 * What an answer's words need of its status: the name the person shows (null: none), and whether their last
 * position is stale (`isPositionStale`), so that an estimate says it is to that position.
 */
export interface AnswerContext {
  person?: string | null;
  positionStale?: boolean;
}

/** The words of the heroes' answers in one language; `describeAcknowledgement` chooses and joins them. */
export interface AnswerWords {
  /** The language durations are written in ('12–18 min', '45 min–1 hr 5 min'), by `Intl`. */
  locale: string;
  /** Who an answer is from when the hero gave no name: 'A hero'. */
  unnamedHero: string;
  /** The person when they show no name: 'the person' ('A hero is with the person'). */
  unnamedPerson: string;
  /** What a hero did, after their name; `person` is the person's name or `unnamedPerson`. */
  did: Record<AcknowledgementKind, (person: string) => string>;
  /** A hero's name and what they did, in the language's order: 'Sam is on the way'. */
  heroDid: (hero: string, did: string) => string;
  /** This device's own answer, whose hero is "You": 'You are with Riley'. */
  ownDid: Record<AcknowledgementKind, (person: string) => string>;
  /** How a hero on the way comes: 'on foot', 'by car'. */
  modes: Record<ArrivalMode, string>;
  /**
   * A shared estimate, after the answer: `range` the minutes ('12–18 min'), `mode` from `modes`, and `target`
   * the words of `toLastKnownPosition` when the person's position is stale, else ''.
   */
  estimate: (range: string, mode: string, target: string) => string;
  /** ' to Riley's last known position'; `person` is undefined when they show no name. */
  toLastKnownPosition: (person: string | undefined) => string;
}

/** Who an answer is from when the hero gave no name. */
export const UNNAMED_HERO = 'A hero';

/**
 * The heroes' answers in English.
 *
 * @example
 * describeAcknowledgement({ kind: 'seen', name: 'Sam' }, {}, ANSWER_WORDS); // 'Sam has seen this'
 */
export const ANSWER_WORDS: AnswerWords = {
  locale: 'en',
  unnamedHero: UNNAMED_HERO,
  unnamedPerson: 'the person',
  did: {
    seen: () => 'has seen this',
    'on-the-way': () => 'is on the way',
    'called-emergency-services': () => 'has called emergency services',
    here: (person) => `is with ${person}`,
  },
  heroDid: (hero, did) => `${hero} ${did}`,
  ownDid: {
    seen: () => 'You have seen this',
    'on-the-way': () => 'You are on the way',
    'called-emergency-services': () => 'You called emergency services',
    here: (person) => `You are with ${person}`,
  },
  modes: { foot: 'on foot', car: 'by car' },
  estimate: (range, mode, target) => `, about ${range} ${mode}${target} (estimate)`,
  toLastKnownPosition: (person) => ` to ${person ? `${person}'s` : 'their'} last known position`,
};

/**
 * A range of minutes, short, in `locale`'s units (`Intl`): '12–18 min', '45 min–1 hr 5 min', '1 hr–1 hr 35 min';
 * '12–18分钟' in Chinese.
 *
 * @example
 * formatMinutesRange(12, 18); // '12–18 min'
 * formatMinutesRange(50, 75, 'es'); // '50 min–1 h 15 min'
 */
export function formatMinutesRange(min: number, max: number, locale = 'en'): string {
  // Both ends under an hour: the unit once, after the second ('12–18 min').
  if (max < 60) return `${new Intl.NumberFormat(locale).format(min)}–${formatUnits(max, 'minute', locale)}`;
  return `${formatMinutes(min, locale)}–${formatMinutes(max, locale)}`;
}

/** The estimate's words after an answer, or '' without one. */
function estimateWords(
  eta: ArrivalEstimate | null | undefined,
  context: AnswerContext,
  words: AnswerWords,
): string {
  if (!eta) return '';
  const target = context.positionStale ? words.toLastKnownPosition(context.person?.trim() || undefined) : '';
  return words.estimate(
    formatMinutesRange(eta.minMinutes, eta.maxMinutes, words.locale),
    words.modes[eta.mode],
    target,
  );
}

const personOf = (context: AnswerContext, words: AnswerWords) =>
  context.person?.trim() || words.unnamedPerson;

/**
 * A hero's answer in `words` (English by default), as every hero and the page's announcements say it; one on the
 * way with the estimate its hero shared.
 *
 * @example
 * describeAcknowledgement({ kind: 'on-the-way', name: 'Sam' }); // 'Sam is on the way'
 * describeAcknowledgement({ kind: 'seen', name: null }); // 'A hero has seen this'
 * describeAcknowledgement({ kind: 'here', name: 'Sam' }, { person: 'Riley' }); // 'Sam is with Riley'
 * describeAcknowledgement({ kind: 'on-the-way', name: 'Sam', eta: { mode: 'car', minMinutes: 12, maxMinutes: 18 } });
 * // 'Sam is on the way, about 12–18 min by car (estimate)'
 */
export function describeAcknowledgement(
  answer: Pick<Acknowledgement, 'kind' | 'name'> & Partial<Pick<Acknowledgement, 'eta'>>,
  context: AnswerContext = {},
  words: AnswerWords = ANSWER_WORDS,
): string {
  const did = words.did[answer.kind](personOf(context, words));
  return `${words.heroDid(answer.name?.trim() || words.unnamedHero, did)}${estimateWords(answer.eta, context, words)}`;
}

/**
 * This device's own answer in `words` (English by default), as its page shows and says it: its hero is "You".
 *
 * @example
 * describeOwnAcknowledgement({ kind: 'on-the-way' }); // 'You are on the way'
 */
export function describeOwnAcknowledgement(
  answer: Pick<Acknowledgement, 'kind'> & Partial<Pick<Acknowledgement, 'eta'>>,
  context: AnswerContext = {},
  words: AnswerWords = ANSWER_WORDS,
): string {
  return `${words.ownDid[answer.kind](personOf(context, words))}${estimateWords(answer.eta, context, words)}`;
}
