// The server's periodic tasks on a timer: the sweep of what outlived its retention (sweep.ts) and the alerts'
// sender (alerts/sender.ts) each run one.
import { STATUS_SWEEP_MINUTES } from '@safety-companion/contract';

/** How often the sweep deletes what has outlived its retention (the privacy policy says the same number). */
export const SWEEP_EVERY_MS = STATUS_SWEEP_MINUTES * 60_000;

/** One periodic task: does what is due at `now` (a clean-up deletes what is past its time), answers how many rows. */
export interface SweepTask {
  name: string;
  run(now: Date): Promise<number>;
}

export interface Sweeper {
  /** Runs every task once; a failing task is logged and does not stop the others. Answers rows per task. */
  runOnce(): Promise<Record<string, number>>;
  /**
   * Runs now (awaited, so that nothing past its retention is served after a long stop) and then every
   * `intervalMs`; resolves to a function that stops the timer and waits for a run in progress.
   */
  start(): Promise<() => Promise<void>>;
}

/**
 * The server's one clean-up scheduler: runs the tasks on a timer that never keeps the process alive. A failed
 * task is logged and tried again at the next tick; a slow run is never overlapped by the next one.
 *
 * @example
 * const stopSweeps = await createSweeper({ tasks: sweepTasks(store, config), clock: Date.now }).start();
 */
export function createSweeper(options: {
  tasks: SweepTask[];
  clock: () => number;
  /** Default `SWEEP_EVERY_MS`. */
  intervalMs?: number;
  log?: (message: string, error?: unknown) => void;
}): Sweeper {
  const { tasks, clock, intervalMs = SWEEP_EVERY_MS } = options;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));

  async function runOnce() {
    const now = new Date(clock());
    const deleted: Record<string, number> = {};
    for (const task of tasks) {
      try {
        deleted[task.name] = await task.run(now);
      } catch (error) {
        log(`The sweep of ${task.name} failed:`, error);
      }
    }
    return deleted;
  }

  return {
    runOnce,
    async start() {
      await runOnce();
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = runOnce().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
