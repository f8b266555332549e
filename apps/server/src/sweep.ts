import { ADMIN_SESSION } from './admin/sessions.js';
import type { ServerConfig } from './config.js';
import type { Store } from './store/store.js';

const DAY = 24 * 60 * 60_000;

/** One periodic clean-up: deletes what is past its time at `now`, answers how many rows went. */
export interface SweepTask {
  name: string;
  run(now: Date): Promise<number>;
}

/** Every clean-up the server runs; a new kind of data with an end of life adds its task here. */
export function sweepTasks(store: Store, config: Pick<ServerConfig, 'feedbackRetentionDays'>): SweepTask[] {
  return [
    {
      // Personal data: kept the days the privacy policy states, then gone.
      name: 'feedback past its retention',
      run: (now) => store.deleteFeedbackBefore(new Date(now.getTime() - config.feedbackRetentionDays * DAY)),
    },
    {
      name: 'ended admin sessions',
      run: (now) =>
        store.deleteStaleAdminSessions(
          new Date(now.getTime() - ADMIN_SESSION.maxAgeMs),
          new Date(now.getTime() - ADMIN_SESSION.idleMs),
        ),
    },
  ];
}

export interface Sweeper {
  /** Runs every task once; a failing task is logged and does not stop the others. Answers rows per task. */
  runOnce(): Promise<Record<string, number>>;
  /** Runs now and then every `intervalMs`; the returned function stops it and waits for a run in progress. */
  start(): () => Promise<void>;
}

/**
 * Runs the clean-ups on a timer that never keeps the process alive.
 *
 * @example
 * const stopSweeps = createSweeper({ tasks: sweepTasks(store, config), clock: Date.now }).start();
 */
export function createSweeper(options: {
  tasks: SweepTask[];
  clock: () => number;
  /** Default one hour. */
  intervalMs?: number;
  log?: (message: string, error?: unknown) => void;
}): Sweeper {
  const { tasks, clock, intervalMs = 60 * 60_000 } = options;
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
    start() {
      let running: Promise<unknown> = runOnce();
      const timer = setInterval(() => {
        running = running.then(runOnce);
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running.catch(() => {});
      };
    },
  };
}
