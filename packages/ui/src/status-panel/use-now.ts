import { useEffect, useState } from 'react';

/** How often the panel's times are written again: often enough that "3 minutes ago" is never a minute behind. */
export const TICK_MS = 15_000;

/** The current time, written again every `TICK_MS` while the component is shown. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
