import { useEffect, useState } from 'react';

/** How often the panel's times are written again: often enough that "3 min ago" is never a minute behind. */
export const TICK_MS = 15_000;

/**
 * The current time, written again every `everyMs` (`TICK_MS` by default) while the component is shown: what a
 * '3 min ago' beside the panel ticks with.
 *
 * @example
 * const now = useNow();
 * <span>{formatElapsed(now - fixedAt.getTime())} ago</span>
 */
export function useNow(everyMs: number = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
