import { isSilentAt, type StatusSnapshot, silentFrom } from '@safety-companion/contract';
import { useEffect, useReducer } from 'react';

/**
 * Whether the phone of the shown status is silent (`isSilentAt`: no report for 2 minutes in an emergency, 10
 * otherwise): true from the very moment its silence begins (a timer for that moment, not a tick), false again as
 * soon as a newer report arrives.
 */
export function usePhoneSilent(snapshot: StatusSnapshot | undefined): boolean {
  const from = snapshot ? silentFrom(snapshot)?.getTime() : undefined;
  // Each time the timer fires, the page looks again: a timer may fire early (a clock set back), or late (a page in
  // the background), and the next one is set from the clock as it is then.
  const [checks, check] = useReducer((count: number) => count + 1, 0);
  const silent = snapshot !== undefined && isSilentAt(snapshot, Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each check may set the next timer.
  useEffect(() => {
    if (from === undefined || silent) return;
    const timer = setTimeout(check, from - Date.now());
    return () => clearTimeout(timer);
  }, [from, silent, checks]);
  return silent;
}
