import type { FeedbackPayload } from '@safety-companion/contract';
import type { StatusChange, StatusDetails, StatusLookup, StoredStatus } from './status-queries.js';

export type { StatusChange, StatusDetails, StatusLookup, StoredStatus } from './status-queries.js';

/** Feedback as it is stored: the visitor's payload, who sent it (their throttle key) and when. */
export interface FeedbackRecord extends FeedbackPayload {
  id: string;
  clientKey: string;
  createdAt: Date;
}

/** A throttle: at most `limit` events of `kind` per client within `windowMs`. */
export interface ThrottleRule {
  kind: string;
  limit: number;
  windowMs: number;
}

/** A slot was taken (and can be given back), or the client must wait `retryAfterMs`. */
export type ThrottleDecision = { allowed: true; eventId: string } | { allowed: false; retryAfterMs: number };

/**
 * Everything the server keeps. One SQL dialect (PostgreSQL) behind it, so that the embedded PGlite store and a
 * later `pg` one share their queries and migrations. Times are passed in, so that tests control the clock.
 */
export interface Store {
  /** Stores a visitor's feedback; answers with its new id. */
  addFeedback(feedback: FeedbackPayload & { clientKey: string }, at: Date): Promise<{ id: string }>;
  countFeedback(): Promise<number>;
  /** All feedback, oldest first (for tests and the operator). */
  listFeedback(): Promise<FeedbackRecord[]>;
  /**
   * Stores a new status under its access code's hash; undefined when that hash is live or recently ended (draw
   * another code).
   */
  createStatus(
    status: { owner: string; codeHash: string; details: StatusDetails; endTime: Date | null },
    at: Date,
  ): Promise<StoredStatus | undefined>;
  /** Changes a status of this owner; undefined when this owner has none with this id. */
  updateStatus(id: string, owner: string, change: StatusChange, at: Date): Promise<StoredStatus | undefined>;
  /** Deletes a status of this owner at once; its code answers 'ended' until `forgetAt`. False when there is none. */
  endStatus(id: string, owner: string, forgetAt: Date): Promise<boolean>;
  /** What an access code's hash finds at a moment (see `findStatusByCodeHash`). */
  findStatusByCodeHash(codeHash: string, at: Date, retentionHours: number): Promise<StatusLookup>;
  /** Deletes what has outlived its retention, then vacuums (see `sweepStatuses`). */
  sweepStatuses(at: Date, retentionHours: number): Promise<{ ended: number; forgotten: number }>;
  /**
   * Takes one slot of a client's allowance, atomically, even when several servers share the store: allowed while
   * fewer than `rule.limit` events of `rule.kind` lie within the window ending at `at`.
   */
  takeThrottleSlot(clientKey: string, rule: ThrottleRule, at: Date): Promise<ThrottleDecision>;
  /** Gives a slot back (the request turned out not to count, such as a lookup that found its status). */
  releaseThrottleSlot(eventId: string): Promise<void>;
  /** Events of a kind since a moment, over all clients. */
  countThrottleEvents(kind: string, since: Date): Promise<number>;
  /** Forgets events before a moment; answers how many went. */
  pruneThrottleEvents(before: Date): Promise<number>;
  /** Rejects when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
