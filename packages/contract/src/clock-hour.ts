/**
 * The hour a time is written with (1 of '1:05' and of '01:05', 13 of '13:05'), or NaN when the time does not start
 * with its hour (a day written first), which no plural form but `other` takes: a language's message chooses by it
 * the words before the time, which agree with the hour (Spanish 'a la 1:05' but 'a las 13:05').
 */
export function hourOf(time: string): number {
  const hour = /^\d{1,2}(?=:)/.exec(time)?.[0];
  return hour === undefined ? Number.NaN : Number(hour);
}
