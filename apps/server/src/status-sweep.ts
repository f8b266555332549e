import { STATUS_SWEEP_MINUTES } from '@safety-companion/contract';
import type { Store } from './store/store.js';

/** How often the sweep deletes what has outlived its retention (the privacy policy says the same number). */
export const SWEEP_EVERY_MS = STATUS_SWEEP_MINUTES * 60_000;

export interface StatusSweep {
  stop(): void;
}

/**
 * Sweeps now (awaited, so that nothing past its retention is served after a long stop) and then every
 * `everyMs`. A failed sweep is logged and tried again at the next tick.
 *
 * @example
 * const sweep = await startStatusSweep({ store, clock: Date.now, retentionHours: 24 });
 * sweep.stop();
 */
export async function startStatusSweep(options: {
  store: Store;
  clock: () => number;
  retentionHours: number;
  everyMs?: number;
  log?: (message: string, error?: unknown) => void;
}): Promise<StatusSweep> {
  const { store, clock, retentionHours } = options;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  // A slow sweep is never overlapped by the next one.
  let busy = false;

  async function sweep() {
    try {
      await store.sweepStatuses(new Date(clock()), retentionHours);
    } catch (error) {
      log('The status sweep failed; it runs again at the next tick.', error);
    }
  }

  await sweep();
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void sweep().finally(() => {
      busy = false;
    });
  }, options.everyMs ?? SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
