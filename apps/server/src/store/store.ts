import type { FeedbackPayload } from '@safety-companion/contract';
import type { ClaimedPush, NewAlertSubscription } from './alert-queries.js';
import type { PlaceHolder, PlaceLimits, PlaceRefusal } from './places.js';
import type { StatusChangeHandlers } from './status-listener.js';
import type {
  NewAcknowledgement,
  NewStatus,
  StatusChange,
  StatusLookup,
  StoredAcknowledgement,
  StoredStatus,
} from './status-queries.js';

export type { AlertKind, ClaimedPush, NewAlertSubscription } from './alert-queries.js';
export type { PlaceHolder, PlaceLimits, PlaceRefusal } from './places.js';
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

/** What the live streams need of the store: a status by id, and which statuses change, on any server. */
export interface StatusChanges {
  /** A status by its id; undefined once it is gone (stopped, idle or past its retention). */
  readStatus(id: string): Promise<StoredStatus | undefined>;
  /**
   * Listens, on a connection of its own, for the ids of statuses written or deleted through any server sharing the
   * database; after a break it listens again and calls `resync`. Resolves once it listens, with a function that
   * stops it (closing the store stops it too).
   */
  listenForStatusChanges(handlers: StatusChangeHandlers): Promise<() => Promise<void>>;
}

/** What the alerts need of the store: heroes' push subscriptions and the outbox of pushes (migration 9). */
export interface AlertStore {
  /**
   * Subscribes a browser to a live status's alerts: its id, the same for an endpoint already subscribed; a refusal
   * past `limits` (see `placeRefusal`); 'ended' when the status is gone.
   */
  subscribeToAlerts(
    subscription: NewAlertSubscription,
    at: Date,
    holder: PlaceHolder,
    limits: PlaceLimits,
  ): Promise<{ id: string } | PlaceRefusal | 'ended'>;
  /** Deletes a subscription with its queued pushes; false when there was none. */
  deleteAlertSubscription(id: string): Promise<boolean>;
  /** Queues the expiry of each countdown run out by `at`, once per subscription; answers how many were queued. */
  queueCountdownAlerts(at: Date): Promise<number>;
  /** Claims up to `limit` due pushes until `leaseUntil`, skipping those other servers hold. */
  claimPushes(at: Date, leaseUntil: Date, limit: number): Promise<ClaimedPush[]>;
  /** The push was sent or given up. */
  completePush(id: string): Promise<void>;
  /** The push is tried again at `availableAt`. */
  retryPush(id: string, availableAt: Date): Promise<void>;
  /**
   * Deletes pushes queued before `queuedBefore` (past every TTL), and subscriptions of ended statuses with nothing
   * left to send; answers how many rows went.
   */
  sweepAlerts(queuedBefore: Date): Promise<number>;
}

/** Feedback as it is stored: the visitor's payload, who sent it (their throttle key), when, and when handled. */
export interface FeedbackRecord extends FeedbackPayload {
  id: string;
  clientKey: string;
  createdAt: Date;
  /** When an admin marked it handled; null while it is open. */
  handledAt: Date | null;
}

/** Which feedback a page of the inbox holds, and where it starts (after the last item of the previous page). */
export interface FeedbackPageQuery {
  status: 'open' | 'handled' | 'all';
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** An scrypt hash with everything needed to check a password against it. */
export interface PasswordHash {
  hash: Buffer;
  salt: Buffer;
  n: number;
  r: number;
  p: number;
}

/** An admin account. */
export interface AdminRecord {
  username: string;
  password: PasswordHash;
  createdAt: Date;
  updatedAt: Date;
}

/** An admin session, found by the hash of its id. */
export interface AdminSessionRecord {
  username: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A throttle: at most `limit` events of `kind` per client within `windowMs`. */
export interface ThrottleRule {
  kind: string;
  limit: number;
  windowMs: number;
}

/** A slot was taken (and can be given back), or the client must wait `retryAfterMs`. */
export type ThrottleDecision = { allowed: true; eventId: string } | { allowed: false; retryAfterMs: number };

/** One allowance a request is counted against: a rule applied to one key (a client, or the network it is in). */
export interface Allowance {
  key: string;
  rule: ThrottleRule;
}

/**
 * A lookup's outcome: what the code's hash found (a live or ended status; nothing was written), a miss (one event
 * was added to each allowance), or refused before looking, because an allowance was used up (wait `retryAfterMs`).
 */
export type LookupOutcome =
  | { kind: 'found'; found: Exclude<StatusLookup, { state: 'unknown' }> }
  | { kind: 'missed' }
  | { kind: 'refused'; retryAfterMs: number };

/**
 * The database cannot be reached right now (down, restarting, refusing connections): the request may succeed a
 * little later. Every other failure of the store is a bug or a bad request, answered 500.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError' as const;
}

/** True for a `StoreUnavailableError`, also one from another copy of this module. */
export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return (
    error instanceof StoreUnavailableError ||
    (error instanceof Error && error.name === 'StoreUnavailableError')
  );
}

/**
 * Everything the server keeps, in PostgreSQL (`SqlStore`: the server's own cluster or the one at `DATABASE_URL`).
 * Times are passed in, so that tests control the clock.
 */
export interface Store extends StatusChanges, AlertStore {
  /** Stores a visitor's feedback; answers with its new id. */
  addFeedback(feedback: FeedbackPayload & { clientKey: string }, at: Date): Promise<{ id: string }>;
  /** One page of the inbox, newest first (by creation, then id). */
  pageFeedback(query: FeedbackPageQuery): Promise<FeedbackRecord[]>;
  findFeedback(id: string): Promise<FeedbackRecord | undefined>;
  /** Marks a feedback handled at a moment, or open again with null; undefined when there is no such feedback. */
  setFeedbackHandled(id: string, handledAt: Date | null): Promise<FeedbackRecord | undefined>;
  /** Answers false when there was no such feedback. */
  deleteFeedback(id: string): Promise<boolean>;
  /** Deletes feedback received before a moment (the retention sweep); answers how many went. */
  deleteFeedbackBefore(before: Date): Promise<number>;
  /** Creates an admin, or gives an existing one a new password and ends all of their sessions. */
  putAdmin(username: string, password: PasswordHash, at: Date): Promise<'created' | 'updated'>;
  findAdmin(username: string): Promise<AdminRecord | undefined>;
  addAdminSession(idHash: string, username: string, at: Date): Promise<void>;
  findAdminSession(idHash: string): Promise<AdminSessionRecord | undefined>;
  /** Records activity on a session (its idle time starts again). */
  touchAdminSession(idHash: string, at: Date): Promise<void>;
  deleteAdminSession(idHash: string): Promise<void>;
  /** Deletes sessions created before `createdBefore` or idle since before `idleBefore`; answers how many went. */
  deleteStaleAdminSessions(createdBefore: Date, idleBefore: Date): Promise<number>;
  /**
   * Stores a new status under its access code's hash; undefined when that hash is live or recently ended (draw
   * another code), 'too-many' when its owner already has `maxLive` live statuses.
   */
  createStatus(status: NewStatus, at: Date): Promise<StoredStatus | 'too-many' | undefined>;
  /** Changes a status of this owner; undefined when this owner has none with this id. */
  updateStatus(id: string, owner: string, change: StatusChange, at: Date): Promise<StoredStatus | undefined>;
  /** A status of this owner with every answer it got, newest first; undefined when this owner has none with this id. */
  readOwnStatus(
    id: string,
    owner: string,
  ): Promise<{ status: StoredStatus; acknowledgements: StoredAcknowledgement[] } | undefined>;
  /**
   * Stores a hero's answer under a status, as a change of it (new version, announced to every server; its time of
   * last update stays the phone's). A refusal past `limits` (see `placeRefusal`), undefined when it is gone.
   */
  acknowledge(
    answer: NewAcknowledgement,
    at: Date,
    holder: PlaceHolder,
    limits: PlaceLimits,
  ): Promise<StoredAcknowledgement | PlaceRefusal | undefined>;
  /** Deletes a status of this owner at once; its code answers 'ended' until `forgetAt`. False when there is none. */
  endStatus(id: string, owner: string, forgetAt: Date): Promise<boolean>;
  /**
   * Ends, as a stop would, every status the app has not updated since `idleBefore`; their codes answer 'ended'
   * until `forgetAt`. Answers how many ended.
   */
  endIdleStatuses(idleBefore: Date, forgetAt: Date): Promise<number>;
  /** Deletes what has outlived its retention (see `sweepStatuses`). */
  sweepStatuses(at: Date, retentionHours: number): Promise<{ ended: number; forgotten: number }>;
  /**
   * A lookup of a code's hash counted against allowances of misses: refused while any allowance is used up, else
   * the live or ended status (a hit writes nothing), else a miss that takes one slot of every allowance. Atomic per
   * allowance key, even when several servers share the store, so that concurrent guesses cannot pass a limit.
   */
  lookupStatus(
    codeHash: string,
    allowances: readonly Allowance[],
    at: Date,
    retentionHours: number,
  ): Promise<LookupOutcome>;
  /**
   * Takes one slot of a client's allowance, atomically, even when several servers share the store: allowed while
   * fewer than `rule.limit` events of `rule.kind` lie within the window ending at `at`.
   */
  takeThrottleSlot(clientKey: string, rule: ThrottleRule, at: Date): Promise<ThrottleDecision>;
  /** Gives a slot back (the request turned out not to count, such as feedback the store could not keep). */
  releaseThrottleSlot(eventId: string): Promise<void>;
  /** Events of a kind since a moment, over all clients. */
  countThrottleEvents(kind: string, since: Date): Promise<number>;
  /** Forgets events before a moment; answers how many went. */
  pruneThrottleEvents(before: Date): Promise<number>;
  /**
   * Spends a solved proof-of-work challenge: true the first time its signature is spent, false ever after (on any
   * server sharing the store) until it is pruned after `expiresAt`, when it no longer verifies anyway.
   */
  spendChallenge(signature: string, expiresAt: Date): Promise<boolean>;
  /** Forgets challenges that expired before a moment; answers how many went. */
  pruneSpentChallenges(before: Date): Promise<number>;
  /** Rejects when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
