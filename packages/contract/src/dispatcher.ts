import type { EmergencyNumber } from './emergency-numbers.js';
import type { StatusSnapshot } from './schemas/snapshot.js';
import { type DateFormatOptions, EXPIRED_REASON, formatCoordinates, formatSnapshotDate } from './snapshot.js';

/** What a hero tells an emergency dispatcher, in the order dispatchers ask for it. */
export interface DispatcherBrief {
  /** Who and where: the person's name, their position with its accuracy and time, the place they named. */
  where: string[];
  /** What is known: the reason, what they wrote, what they were doing and with whom. */
  known: string[];
  /** A call reaches the centre of the caller's area: what to say first when the person is elsewhere. */
  elsewhere: string;
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

/**
 * What to tell the dispatcher about an emergency, from what the status says (nothing is made up: a line whose
 * field is empty is left out). `name` is the name the person shows their heroes, when they gave one.
 *
 * @example
 * dispatcherBrief(snapshot, { name: 'Riley' }).where[0]; // 'Riley is in an emergency.'
 */
export function dispatcherBrief(
  snapshot: StatusSnapshot,
  options: DateFormatOptions & { name?: string | null } = {},
): DispatcherBrief {
  const who = options.name?.trim() || 'The person';
  const where = [`${who} is in an emergency.`];
  const location = snapshot.location;
  if (location) {
    const accuracy = location.accuracy ? `, within ${Math.round(location.accuracy)} m` : '';
    const at = snapshot.timestamp ? `, at ${formatSnapshotDate(snapshot.timestamp, options)}` : '';
    where.push(`Position: ${formatCoordinates(location)} (latitude, longitude${accuracy})${at}.`);
  }
  if (snapshot.timerDetails?.where) where.push(`Place: ${snapshot.timerDetails.where}.`);

  const known: string[] = [];
  if (snapshot.reason && snapshot.reason !== EXPIRED_REASON) known.push(`Reason: ${snapshot.reason}.`);
  if (snapshot.info) known.push(`They wrote: ${snapshot.info}`);
  if (snapshot.timerDetails?.what) known.push(`Doing: ${snapshot.timerDetails.what}.`);
  if (snapshot.timerDetails?.who) known.push(`With: ${snapshot.timerDetails.who}.`);

  const city = cityOfTimeZone(snapshot.timezone);
  const elsewhere = `If they are not where you are, say so first: "The person is not near me"${
    city ? `, and that their phone is set to ${city} time` : ''
  }, then give the position above.`;
  return { where, known, elsewhere };
}

/**
 * The brief as one text to copy or share: where, what is known, then what to say first from afar.
 *
 * @example
 * await navigator.clipboard.writeText(dispatcherText(dispatcherBrief(snapshot)));
 */
export function dispatcherText(brief: DispatcherBrief): string {
  return [...brief.where, ...brief.known, brief.elsewhere].join('\n');
}

/**
 * The steps for a hero in an emergency, in the project's own words, for the number to call and whether it takes
 * texts.
 *
 * @example
 * emergencySteps({ number: '112', texts: 'no' })[0]; // 'Call 112 now.'
 */
export function emergencySteps(emergency: EmergencyNumber): string[] {
  const texts = {
    'some-areas': `Send a text to ${emergency.number} only where the service takes texts (some areas do); a call is always better.`,
    registered: `Texts reach ${emergency.number} only from phones registered with the service first; call instead.`,
    no: `Do not send a text: ${emergency.number} takes calls only here.`,
  }[emergency.texts];
  return [
    `Call ${emergency.number} now.`,
    'Say where first: the position and place above, then what happened, your name and your number.',
    'Stay on the line until the dispatcher ends the call.',
    texts,
    "Don't go in alone: wait for the emergency services where it is safe.",
    'Tell the other heroes with "I\'ve called emergency services" below.',
  ];
}
