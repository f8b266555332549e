import { ADMIN_SESSION } from './admin/sessions.js';
import { LONGEST_PUSH_TTL_MS } from './alerts/notification.js';
import type { ServerConfig } from './config.js';
import type { SweepStore } from './store/store.js';
import type { SweepTask } from './sweeper.js';
import { pruneThrottleEvents } from './throttle.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Every clean-up the server runs, each outside any request's time; a new kind of data with an end of life adds
 * its task here.
 */
export function sweepTasks(
  store: SweepStore,
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
