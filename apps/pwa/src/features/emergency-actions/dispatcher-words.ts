import {
  cityOfTimeZone,
  type DateFormatOptions,
  type DispatcherBrief,
  type EmergencyNumber,
  EXPIRED_REASON,
  formatCoordinates,
  formatSnapshotDate,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { EMERGENCY_TEXTS } from './messages';

/**
 * What to tell the dispatcher about an emergency, in the page's language: the contract's `dispatcherBrief`, line
 * for line, with the `emergency` section's words (nothing is made up: a line whose field is empty is left out).
 * `name` is the name the person shows their heroes, when they gave one.
 */
export function briefOf(
  snapshot: StatusSnapshot,
  options: DateFormatOptions & { name?: string | null } = {},
): DispatcherBrief {
  const texts = EMERGENCY_TEXTS.brief;
  const where = [texts.inEmergency(options.name?.trim() || texts.someone)];
  const location = snapshot.location;
  if (location) {
    const within = location.accuracy ? texts.within(String(Math.round(location.accuracy))) : '';
    const at = snapshot.timestamp ? texts.at(formatSnapshotDate(snapshot.timestamp, options)) : '';
    where.push(texts.position(formatCoordinates(location), within, at));
  }
  if (snapshot.timerDetails?.where) where.push(texts.place(snapshot.timerDetails.where));

  const known: string[] = [];
  if (snapshot.reason && snapshot.reason !== EXPIRED_REASON) known.push(texts.reason(snapshot.reason));
  if (snapshot.info) known.push(texts.wrote(snapshot.info));
  if (snapshot.timerDetails?.what) known.push(texts.doing(snapshot.timerDetails.what));
  if (snapshot.timerDetails?.who) known.push(texts.with(snapshot.timerDetails.who));

  const city = cityOfTimeZone(snapshot.timezone);
  return { where, known, elsewhere: texts.elsewhere(city ? texts.cityTime(city) : '') };
}

/** The steps for a hero in an emergency, in the page's language: the contract's `emergencySteps`, in order. */
export function stepsOf(emergency: EmergencyNumber): string[] {
  const steps = EMERGENCY_TEXTS.steps;
  return [
    steps.call(emergency.number),
    steps.sayWhere,
    steps.stayOnLine,
    steps.texts[emergency.texts](emergency.number),
    steps.notAlone,
    steps.tellHeroes,
  ];
}
