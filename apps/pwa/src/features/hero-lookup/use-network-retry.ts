import { useEffect, useEffectEvent } from 'react';

/** How often a call that failed for the network is tried again while the page is visible. */
export const NETWORK_RETRY_MS = 10_000;

/**
 * The wait before the next try: between three quarters and all of `NETWORK_RETRY_MS`, so that the pages an outage
 * cut off together do not all come back at the same instant.
 */
export function networkRetryDelay(random: () => number = Math.random): number {
  return NETWORK_RETRY_MS * (0.75 + random() * 0.25);
}

/**
 * While `enabled` (the last call failed for the network), calls `retry` when the browser comes back online, when
 * the page is shown again, and every `networkRetryDelay` while it is visible and online: without a tap, a link
 * opened without signal, or a status shown through an outage, comes back with the signal or the server.
 */
export function useNetworkRetry(retry: () => void, enabled: boolean) {
  const tick = useEffectEvent(retry);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      timer = setTimeout(() => {
        schedule();
        if (navigator.onLine) tick();
      }, networkRetryDelay());
    };
    const now = () => {
      schedule();
      tick();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') now();
      else clearTimeout(timer);
    };
    schedule();
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled]);
}
