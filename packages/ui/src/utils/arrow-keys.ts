import type { KeyboardEvent } from 'react';

/**
 * The index a key moves to in a horizontal list of `count` items (the WAI-ARIA tabs pattern, also used by the
 * carousel's dots): ArrowRight and ArrowLeft wrap around, Home and End go to the ends. For any other key it
 * returns undefined and leaves the event alone; for these it prevents the page from scrolling.
 */
export function arrowKeyTarget(event: KeyboardEvent, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key];
  if (target === undefined) return undefined;
  event.preventDefault();
  return (target + count) % count;
}
