import * as z from 'zod/mini';

/**
 * How a hero on the way says they travel, and the speed their estimate assumes (km/h): walking pace, and a car's
 * average through a city's traffic and lights.
 *
 * @example
 * ARRIVAL_SPEEDS_KMH.car; // 25
 */
export const ARRIVAL_MODES = ['foot', 'car'] as const;
export type ArrivalMode = (typeof ARRIVAL_MODES)[number];
export const ARRIVAL_SPEEDS_KMH: Readonly<Record<ArrivalMode, number>> = { foot: 5, car: 25 };

/**
 * The limits of an estimate: its longest time in minutes (a day), and how far away (straight-line km) a hero's page
 * still estimates at all.
 */
export const ARRIVAL_LIMITS = { maxMinutes: 1_440, maxKm: 300 } as const;

export const ARRIVAL_FIELD_MESSAGES = {
  minutes: `Must be whole minutes from 1 to ${ARRIVAL_LIMITS.maxMinutes}.`,
  range: 'maxMinutes must be at least minMinutes and at most twice minMinutes plus 5.',
  kind: 'Only an "on-the-way" answer carries an estimate.',
} as const;

const Minutes = z
  .number(ARRIVAL_FIELD_MESSAGES.minutes)
  .check(
    z.int(ARRIVAL_FIELD_MESSAGES.minutes),
    z.minimum(1, ARRIVAL_FIELD_MESSAGES.minutes),
    z.maximum(ARRIVAL_LIMITS.maxMinutes, ARRIVAL_FIELD_MESSAGES.minutes),
  );

/**
 * How far away a hero on the way is, as a range of whole minutes and how they travel; never where they are. Strict:
 * `1 ≤ minMinutes ≤ maxMinutes ≤ 1440` and `maxMinutes ≤ 2 × minMinutes + 5`.
 *
 * @example
 * ArrivalEstimate.parse({ mode: 'car', minMinutes: 12, maxMinutes: 18 });
 */
export const ArrivalEstimate = z
  .strictObject({ mode: z.enum(ARRIVAL_MODES), minMinutes: Minutes, maxMinutes: Minutes })
  .check(
    z.refine(({ minMinutes, maxMinutes }) => minMinutes <= maxMinutes && maxMinutes <= 2 * minMinutes + 5, {
      message: ARRIVAL_FIELD_MESSAGES.range,
      path: ['maxMinutes'],
    }),
  );
export type ArrivalEstimate = z.output<typeof ArrivalEstimate>;
