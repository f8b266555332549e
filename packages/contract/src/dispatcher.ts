import { DISPATCHER_WORDS, type DispatcherWords, STEP_WORDS, type StepWords } from './dispatcher-words.js';
import { formatElapsed, lastPositionAt } from './elapsed.js';
import type { EmergencyNumber } from './emergency-numbers.js';
import type { StatusSnapshot } from './schemas/snapshot.js';
import { type DateFormatOptions, formatCoordinates, getSnapshotState, toSnapshotDate } from './snapshot.js';

/** The parts of the brief, in the order dispatchers ask for them. */
export type BriefPart =
  | 'who'
  | 'state'
  | 'near'
  | 'place'
  | 'position'
  | 'phone'
  | 'wrote'
  | 'doing'
  | 'with'
  | 'battery';

/** What a hero tells an emergency dispatcher, in the order dispatchers ask for it. */
export interface DispatcherBrief {
  /**
   * Who, the state and since when, where (the nearest streets, the place they named, the position with its accuracy
   * and age), their phone, what they wrote and were doing, the battery: a part whose field is empty is left out.
   */
  lines: { part: BriefPart; text: string }[];
  /** A call reaches the centre of the caller's area: what to say first when the person is elsewhere. */
  elsewhere: string;
  /** Said last: the dispatcher needs the hero's own number. */
  ownNumber: string;
}

/** What the brief is written from beyond the snapshot. */
export interface DispatcherBriefOptions extends DateFormatOptions {
  /** The nearest named street and the one crossing it, from the site's street map; none: the line is left out. */
  streets?: { street: string; crossing?: string } | null;
  /** The time the spans ('5 minutes ago') are counted to; now by default. */
  now?: number;
}

/**
 * The city of an IANA time zone (`America/Chicago` → `Chicago`), or undefined for zones without one (`UTC`).
 *
 * @example
 * cityOfTimeZone('America/Argentina/Buenos_Aires'); // 'Buenos Aires'
 */
export function cityOfTimeZone(timeZone: string | null | undefined): string | undefined {
  const parts = (timeZone ?? '').split('/');
  return parts.length > 1 ? parts.at(-1)?.replaceAll('_', ' ') : undefined;
}

const DAY_MS = 86_400_000;

/** A moment as the brief says it: its time, its day when that was not today, and how long ago. */
function moment(date: Date, now: number, options: DateFormatOptions, words: DispatcherWords) {
  const { locale, timeZone } = options;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date);
  const dayOf = (at: Date | number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(at);
  const day = now - date.getTime() < DAY_MS && dayOf(date) === dayOf(now) ? undefined : dayOf(date);
  const spanLocale = Array.isArray(locale) ? locale[0] : locale;
  return { time, day, ago: words.ago(formatElapsed(now - date.getTime(), spanLocale, 'long')) };
}

/** The state and since when: the emergency's start, a countdown's end. */
function stateLine(
  snapshot: StatusSnapshot,
  now: number,
  options: DateFormatOptions,
  words: DispatcherWords,
) {
  const state = getSnapshotState(snapshot);
  if (state === 'active') return words.active;
  const at = toSnapshotDate(state === 'emergency' ? snapshot.emergencySince : snapshot.endTime);
  if (!at) return state === 'emergency' ? words.emergency : words.expired;
  const { time, day, ago } = moment(at, now, options, words);
  return state === 'emergency' ? words.emergencyAt(time, day, ago) : words.expiredAt(time, day, ago);
}

/**
 * What to tell the dispatcher, from what the status says (nothing is made up: a part whose field is empty is left
 * out), in `words` (English by default): the page words the state itself and never shows the server's `reason`.
 *
 * @example
 * dispatcherBrief(snapshot, { streets: { street: 'Avenue 7' } }).lines.map((line) => line.text);
 * // ['Person: Riley.', 'Emergency switched on at 22:56, 5 minutes ago.', 'Near Avenue 7.', …]
 */
export function dispatcherBrief(
  snapshot: StatusSnapshot,
  options: DispatcherBriefOptions = {},
  words: DispatcherWords = DISPATCHER_WORDS,
): DispatcherBrief {
  const now = options.now ?? Date.now();
  const lines: DispatcherBrief['lines'] = [];
  const add = (part: BriefPart, text: string) => lines.push({ part, text });
  const name = snapshot.displayName?.trim();
  if (name) add('who', words.who(name));
  add('state', stateLine(snapshot, now, options, words));
  if (options.streets) add('near', words.near(options.streets.street, options.streets.crossing));
  if (snapshot.timerDetails?.where?.trim()) add('place', words.place(snapshot.timerDetails.where.trim()));
  const location = snapshot.location;
  if (location) {
    const meters = location.accuracy
      ? new Intl.NumberFormat(options.locale).format(Math.round(location.accuracy))
      : '';
    const takenAt = lastPositionAt(snapshot);
    const taken = takenAt ? words.taken(moment(takenAt, now, options, words).ago) : '';
    add('position', words.position(formatCoordinates(location), meters ? words.accuracy(meters) : '', taken));
  }
  if (snapshot.contactPhone) add('phone', words.phone(snapshot.contactPhone));
  if (snapshot.info?.trim()) add('wrote', words.wrote(snapshot.info.trim()));
  if (snapshot.timerDetails?.what?.trim()) add('doing', words.doing(snapshot.timerDetails.what.trim()));
  if (snapshot.timerDetails?.who?.trim()) add('with', words.with(snapshot.timerDetails.who.trim()));
  if (snapshot.battery) {
    const percent = new Intl.NumberFormat(options.locale, { style: 'percent' }).format(
      snapshot.battery.level,
    );
    add('battery', words.battery(percent, snapshot.battery.charging));
  }
  const city = cityOfTimeZone(snapshot.timezone);
  return { lines, elsewhere: words.elsewhere(city ? words.cityTime(city) : ''), ownNumber: words.ownNumber };
}

/**
 * The brief as one text to copy or share: its lines, what to say first from afar, then the hero's own number.
 *
 * @example
 * await navigator.clipboard.writeText(dispatcherText(dispatcherBrief(snapshot)));
 */
export function dispatcherText(brief: DispatcherBrief): string {
  return [...brief.lines.map((line) => line.text), brief.elsewhere, brief.ownNumber].join('\n');
}

/**
 * The steps for a hero in an emergency, in the project's own words (`words`, English by default), for the number to
 * call and whether it takes texts.
 *
 * @example
 * emergencySteps({ number: '112', texts: 'no' })[0]; // 'Call 112 now.'
 */
export function emergencySteps(emergency: EmergencyNumber, words: StepWords = STEP_WORDS): string[] {
  return [
    words.call(emergency.number),
    words.sayWhere,
    words.stayOnLine,
    words.texts[emergency.texts](emergency.number),
    words.notAlone,
    words.tellHeroes,
  ];
}
