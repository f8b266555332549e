// The store's types, in one place (and the error it throws while the database is away): the store is assembled
// from the query modules (see sql-store.ts), each query offered without its first argument, the connection.
import type { adminQueries } from './admin-queries.js';
import type { alertQueries } from './alert-queries.js';
import type { importQueries } from './import-queries.js';
import type { positionRequestQueries } from './position-request-queries.js';
import type { StatusChangeHandlers } from './status-listener.js';
import type { statusQueries } from './status-queries.js';
import type { throttleQueries } from './throttle-queries.js';
import type { viewerQueries } from './viewer-queries.js';

export type {
  AdminRecord,
  AdminSessionRecord,
  FeedbackPageQuery,
  FeedbackRecord,
  PasswordHash,
} from './admin-queries.js';
export type { AlertKind, ClaimedPush, NewAlertSubscription } from './alert-queries.js';
export { isStoreUnavailable, StoreUnavailableError } from './connections.js';
export type { PlaceHolder, PlaceLimits, PlaceRefusal } from './places.js';
export type {
  PositionRequestLimits,
  PositionRequestRefusal,
  StoredPositionRequest,
} from './position-request-queries.js';
export type { StatusChangeHandlers } from './status-listener.js';
export type {
  AcknowledgementKind,
  NewAcknowledgement,
  NewStatus,
  StatusChange,
  StatusDetails,
  StatusLookup,
  StoredAcknowledgement,
  StoredStatus,
} from './status-queries.js';
export type { Allowance, LookupOutcome, ThrottleDecision, ThrottleRule } from './throttle-queries.js';

/** A module's queries as the store offers them: each without its first argument, the connection. */
export type Bound<Queries> = {
  [Name in keyof Queries]: Queries[Name] extends (db: never, ...args: infer Args) => infer Result
    ? (...args: Args) => Result
    : never;
};

/**
 * Everything the server keeps, in PostgreSQL (the server's own, or the one at `DATABASE_URL`): every query of the
 * query modules, the change listener, and the connection's own health and end. Times are passed in, so that tests
 * control the clock.
 */
export type Store = Bound<typeof adminQueries> &
  Bound<typeof statusQueries> &
  Bound<typeof alertQueries> &
  Bound<typeof throttleQueries> &
  Bound<typeof importQueries> &
  Bound<typeof positionRequestQueries> &
  Bound<typeof viewerQueries> & {
    /**
     * Listens, on a connection of its own, for the ids of statuses written or deleted through any server sharing the
     * database; after a break it listens again and calls `resync`. Resolves once it listens, with a function that
     * stops it (closing the store stops it too).
     */
    listenForStatusChanges(handlers: StatusChangeHandlers): Promise<() => Promise<void>>;
    /** Rejects when the store cannot be reached. */
    ping(): Promise<void>;
    close(): Promise<void>;
  };

/** What the live streams need of the store: a status by id, and which statuses change, on any server. */
export type StatusChanges = Pick<Store, 'readStatus' | 'listenForStatusChanges'>;

/** What the alerts' sender needs of the store: the outbox of pushes and the subscriptions it posts to (migration 9). */
export type AlertStore = Pick<
  Store,
  'deleteAlertSubscription' | 'queueCountdownAlerts' | 'claimPushes' | 'completePush' | 'retryPush'
>;

/** What the server's clean-ups need of the store: each kind of data with an end of life, deleted when it ends. */
export type SweepStore = Pick<
  Store,
  | 'endIdleStatuses'
  | 'sweepStatuses'
  | 'sweepAlerts'
  | 'deleteFeedbackBefore'
  | 'pruneThrottleEvents'
  | 'pruneSpentChallenges'
  | 'deleteStaleAdminSessions'
>;
