import { useEffect, useEffectEvent } from 'react';
import { REFRESH_INTERVAL_MS } from './intervals';

interface RefreshOptions {
  /** False once there is nothing to refresh, or the status has expired. */
  enabled: boolean;
  /** When the shown status was last fetched, to refresh a stale one at once when the page is shown again. */
  checkedAt: Date | null;
  /** A new value (a new lookup) starts the interval again. */
  restartKey?: unknown;
  intervalMs?: number;
  /**
   * The interval drawn between three quarters and all of `intervalMs`, so that the pages an outage cut off
   * together do not all come back at the same instant.
   */
  jitter?: boolean;
  /** Also calls `refresh` at once when the browser comes back online (a call that failed for the network). */
  whenOnline?: boolean;
}

/**
 * Calls `refresh` every `intervalMs` while `enabled` and the page is visible (and, with `whenOnline`, at once when
 * the browser comes back online). A hidden page stops the timer; when it is shown again, a status older than the interval (or never
 * fetched) is refreshed at once and the timer starts again. The lookup's 30-second refresh, and its tries every
 * 10 s of a call that failed for the network, both run on it.
 */
export function useSnapshotRefresh(
  refresh: () => void,
  {
    enabled,
    checkedAt,
    restartKey,
    intervalMs = REFRESH_INTERVAL_MS,
    jitter = false,
    whenOnline = false,
  }: RefreshOptions,
) {
  const tick = useEffectEvent(refresh);
  const isStale = useEffectEvent(() => !checkedAt || Date.now() - checkedAt.getTime() >= intervalMs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lookup restarts the interval on purpose.
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    // Drawn once per page: pages that failed together keep apart.
    const wait = jitter ? intervalMs * (0.75 + Math.random() * 0.25) : intervalMs;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => tick(), wait);
    };
    const stop = () => clearInterval(timer);
    const now = () => {
      start();
      tick();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return stop();
      if (isStale()) return now();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (whenOnline) window.addEventListener('online', now);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('online', now);
    };
  }, [enabled, intervalMs, jitter, whenOnline, restartKey]);
}
