import type { FeedbackPayload } from '@safety-companion/contract';

/** Feedback as it is stored: the visitor's payload, who sent it (their throttle key) and when. */
export interface FeedbackRecord extends FeedbackPayload {
  id: string;
  clientKey: string;
  createdAt: Date;
}

/** A published status: the snapshot a hero sees for its access code. */
export interface StatusRecord {
  accessCode: string;
  /** The snapshot as it was published (spec section 3); read it through `StatusSnapshot`. */
  snapshot: unknown;
  createdAt: Date;
  /** After this moment the code no longer answers; null for no end. */
  expiresAt: Date | null;
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
  /** Publishes or replaces the status of an access code. */
  putStatus(
    status: { accessCode: string; snapshot: unknown; expiresAt?: Date | null },
    at: Date,
  ): Promise<void>;
  /** The live status of an access code: undefined when there is none or it has expired at `at`. */
  findStatusByCode(accessCode: string, at: Date): Promise<StatusRecord | undefined>;
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
