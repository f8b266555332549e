import type { KeyboardEvent } from 'react';

/** Whether `element` is in a right-to-left part of the page (its nearest `dir` says `rtl`). */
export function isRightToLeft(element: Element | null): boolean {
  return element?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * The index a key moves to in a horizontal list of `count` items (the WAI-ARIA tabs pattern, also used by the
 * carousel's dots): the arrow towards the line's end (ArrowRight, or ArrowLeft in a right-to-left page, where the
 * list runs from the right) goes to the next, the other to the previous, both wrapping around; Home and End go to
 * the ends. For any other key it returns undefined and leaves the event alone; for these it prevents the page from
 * scrolling.
 */
export function arrowKeyTarget(event: KeyboardEvent, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const step = isRightToLeft(event.currentTarget as Element) ? -1 : 1;
  const target = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: count - 1 }[event.key];
  if (target === undefined) return undefined;
  event.preventDefault();
  return (target + count) % count;
}
