import type { Acknowledgement, AcknowledgementKind } from './schemas/acknowledgement.js';
import type { ArrivalEstimate, ArrivalMode } from './schemas/arrival-estimate.js';

/** Who an answer is from when the hero gave no name. */
export const UNNAMED_HERO = 'A hero';

/**
 * What an answer's words need of its status: the name the person shows (null: none), and whether their last
 * position is stale (`isPositionStale`), so that an estimate says it is to that position.
 */
export interface AnswerContext {
  person?: string | null;
  positionStale?: boolean;
}

/**
 * A range of minutes, short: '12–18 min', '45 min–1 h 5 min', '1 h 5 min–1 h 35 min'.
 *
 * @example
 * formatMinutesRange(12, 18); // '12–18 min'
 */
export function formatMinutesRange(min: number, max: number): string {
  if (max < 60) return `${min}–${max} min`;
  const time = (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${rest} min`;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  };
  return `${time(min)}–${time(max)}`;
}

const MODES: Record<ArrivalMode, string> = { foot: 'on foot', car: 'by car' };

/** ', about 12–18 min by car (estimate)', with ' to Riley's last known position' when that position is stale. */
function estimateWords(eta: ArrivalEstimate | null | undefined, context: AnswerContext): string {
  if (!eta) return '';
  const target = context.positionStale ? ` to ${possessive(context.person)} last known position` : '';
  return `, about ${formatMinutesRange(eta.minMinutes, eta.maxMinutes)} ${MODES[eta.mode]}${target} (estimate)`;
}

const possessive = (person: string | null | undefined) => (person?.trim() ? `${person.trim()}'s` : 'their');
const personOf = (person: string | null | undefined) => person?.trim() || 'the person';

const VERBS: Record<AcknowledgementKind, (context: AnswerContext) => string> = {
  seen: () => 'has seen this',
  'on-the-way': () => 'is on the way',
  'called-emergency-services': () => 'has called emergency services',
  here: (context) => `is with ${personOf(context.person)}`,
};

/**
 * A hero's answer in words, as every hero and the page's announcements say it; one on the way with the estimate
 * its hero shared.
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
): string {
  return `${answer.name?.trim() || UNNAMED_HERO} ${VERBS[answer.kind](context)}${estimateWords(answer.eta, context)}`;
}

const OWN_ACKNOWLEDGEMENTS: Record<AcknowledgementKind, (context: AnswerContext) => string> = {
  seen: () => 'You have seen this',
  'on-the-way': () => 'You are on the way',
  'called-emergency-services': () => 'You called emergency services',
  here: (context) => `You are with ${personOf(context.person)}`,
};

/**
 * This device's own answer in words, as its page shows and says it: its hero is "You".
 *
 * @example
 * describeOwnAcknowledgement({ kind: 'on-the-way' }); // 'You are on the way'
 */
export function describeOwnAcknowledgement(
  answer: Pick<Acknowledgement, 'kind'> & Partial<Pick<Acknowledgement, 'eta'>>,
  context: AnswerContext = {},
): string {
  return `${OWN_ACKNOWLEDGEMENTS[answer.kind](context)}${estimateWords(answer.eta, context)}`;
}
