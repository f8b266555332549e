import { useEffect, useEffectEvent } from 'react';
import { REFRESH_INTERVAL_MS } from './messages';

interface RefreshOptions {
  /** False once there is nothing to refresh, or the status has expired. */
  enabled: boolean;
  /** When the shown status was last fetched, to refresh a stale one at once when the page is shown again. */
  checkedAt: Date | null;
  /** A new value (a new lookup) starts the interval again. */
  restartKey?: unknown;
  intervalMs?: number;
}

/**
 * Calls `refresh` every `intervalMs` while `enabled` and the page is visible. A hidden page stops the timer; when
 * it is shown again, a status older than the interval is refreshed at once and the timer starts again.
 */
export function useSnapshotRefresh(
  refresh: () => void,
  { enabled, checkedAt, restartKey, intervalMs = REFRESH_INTERVAL_MS }: RefreshOptions,
) {
  const tick = useEffectEvent(refresh);
  const isStale = useEffectEvent(() => !checkedAt || Date.now() - checkedAt.getTime() >= intervalMs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lookup restarts the interval on purpose.
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => tick(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return stop();
      if (isStale()) tick();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled, intervalMs, restartKey]);
}
