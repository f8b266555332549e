import { STATUS_SWEEP_MINUTES } from '@safety-companion/contract';
import { ADMIN_SESSION } from './admin/sessions.js';
import { LONGEST_PUSH_TTL_MS } from './alerts/notification.js';
import type { ServerConfig } from './config.js';
import type { Store } from './store/store.js';
import { pruneThrottleEvents } from './throttle.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How often the sweep deletes what has outlived its retention (the privacy policy says the same number). */
export const SWEEP_EVERY_MS = STATUS_SWEEP_MINUTES * 60_000;

/** One periodic clean-up: deletes what is past its time at `now`, answers how many rows went. */
export interface SweepTask {
  name: string;
  run(now: Date): Promise<number>;
}

/**
 * Every clean-up the server runs, each outside any request's time; a new kind of data with an end of life adds
 * its task here.
 */
export function sweepTasks(
  store: Store,
  config: Pick<ServerConfig, 'feedbackRetentionDays' | 'statusRetentionHours' | 'statusIdleDays'>,
): SweepTask[] {
  return [
    {
      // Before the retention task, so that its vacuum takes these rows' old versions too.
      name: 'statuses idle too long',
      run: (now) =>
        store.endIdleStatuses(
          new Date(now.getTime() - config.statusIdleDays * DAY),
          new Date(now.getTime() + config.statusRetentionHours * HOUR),
        ),
    },
    {
      name: 'statuses past their retention',
      run: async (now) => {
        const { ended, forgotten } = await store.sweepStatuses(now, config.statusRetentionHours);
        return ended + forgotten;
      },
    },
    {
      // The end's push deletes its subscription; this catches what a crash between the two left behind.
      name: 'alerts of ended statuses and pushes past their TTL',
      run: (now) => store.sweepAlerts(new Date(now.getTime() - LONGEST_PUSH_TTL_MS)),
    },
    {
      // Personal data: kept the days the privacy policy states, then gone.
      name: 'feedback past its retention',
      run: (now) => store.deleteFeedbackBefore(new Date(now.getTime() - config.feedbackRetentionDays * DAY)),
    },
    {
      name: 'old throttle events',
      run: (now) => pruneThrottleEvents(store, now.getTime()),
    },
    {
      name: 'expired proof-of-work challenges',
      run: (now) => store.pruneSpentChallenges(now),
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
