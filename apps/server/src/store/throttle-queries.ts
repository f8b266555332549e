// The throttles' SQL: events counted per client key and kind, hero lookups judged against their allowances, and the
// proofs of work already spent, plain PostgreSQL on a `ClosableConnection` (its locks hold across servers).
import type { ClosableConnection } from './connections.js';
import type { Sql } from './migrations.js';
import { lookupReader, type StatusLookup } from './status-queries.js';

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

/** The lock of one throttle key: checks and counts of one key run one at a time, also across servers. */
function lockName(key: string, rule: ThrottleRule): string {
  return `${rule.kind}|${key}`;
}

/**
 * How long until a slot of the allowance frees, or 0 when one is free now: a slot frees when the oldest of the last
 * `limit` events leaves the window.
 */
async function waitForSlot(db: Sql, allowance: Allowance, at: Date) {
  const { key, rule } = allowance;
  const { rows } = await db.query<{ at: Date }>(
    `SELECT at FROM throttle_events WHERE client_key = $1 AND kind = $2 AND at > $3
     ORDER BY at DESC OFFSET $4 LIMIT 1`,
    [key, rule.kind, new Date(at.getTime() - rule.windowMs), rule.limit - 1],
  );
  const oldestCounted = rows[0];
  return oldestCounted ? Math.max(oldestCounted.at.getTime() + rule.windowMs - at.getTime(), 1) : 0;
}

/** Hero lookups read together, per connection: those that arrive in one turn of the event loop share one statement. */
const readers = new WeakMap<ClosableConnection, ReturnType<typeof lookupReader>>();

/** What the readings of one code found: a live status first, else an ended one, else nothing. */
function firstFound(lookups: StatusLookup[]): StatusLookup {
  return (
    lookups.find((lookup) => lookup.state === 'live') ??
    lookups.find((lookup) => lookup.state === 'ended') ?? { state: 'unknown' }
  );
}

/**
 * A lookup of a code by its hashes (its readings: any of them finds it) counted against allowances of misses:
 * refused while any allowance is used up, else the live or ended status (a hit writes nothing), else one miss that
 * takes one slot of every allowance, however many hashes were tried. Atomic per allowance key, even when several
 * servers share the store, so that concurrent guesses cannot pass a limit. A hit for a client without recent misses
 * is one read without a lock (shared with the lookups that arrived with it).
 */
export async function lookupStatus(
  db: ClosableConnection,
  codeHashes: readonly string[],
  allowances: readonly Allowance[],
  at: Date,
  retentionHours: number,
): Promise<LookupOutcome> {
  let readLookup = readers.get(db);
  if (!readLookup) {
    readLookup = lookupReader(db);
    readers.set(db, readLookup);
  }
  const windowMs = Math.max(...allowances.map(({ rule }) => rule.windowMs));
  const misses = allowances.map(({ key, rule }) => ({ key, kind: rule.kind }));
  const missesSince = new Date(at.getTime() - windowMs);
  // The hashes are asked for in the same turn of the event loop: one statement reads them all (`lookupReader`).
  const reads = await Promise.all(
    codeHashes.map((codeHash) => readLookup({ codeHash, at, retentionHours, misses, missesSince })),
  );
  const recentMisses = reads.some((one) => one.recentMisses);
  const read = firstFound(reads.map((one) => one.lookup));
  if (!recentMisses && read.state !== 'unknown') return { kind: 'found', found: read };

  const names = [...new Set(allowances.map(({ key, rule }) => lockName(key, rule)))];
  return db.exclusive(names, async (tx) => {
    let retryAfterMs = 0;
    for (const allowance of allowances) {
      retryAfterMs = Math.max(retryAfterMs, await waitForSlot(tx, allowance, at));
    }
    if (retryAfterMs > 0) return { kind: 'refused', retryAfterMs };
    // A code that exists, live or ended, is not a guess: nothing is written.
    if (read.state !== 'unknown') return { kind: 'found', found: read };
    await tx.query(
      `INSERT INTO throttle_events (client_key, kind, at)
       SELECT key, kind, $3 FROM unnest($1::text[], $2::text[]) AS event(key, kind)`,
      [allowances.map(({ key }) => key), allowances.map(({ rule }) => rule.kind), at],
    );
    return { kind: 'missed' };
  });
}

/**
 * Takes one slot of a client's allowance, atomically, even when several servers share the store: allowed while
 * fewer than `rule.limit` events of `rule.kind` lie within the window ending at `at`.
 */
export async function takeThrottleSlot(
  db: ClosableConnection,
  clientKey: string,
  rule: ThrottleRule,
  at: Date,
): Promise<ThrottleDecision> {
  return db.exclusive([lockName(clientKey, rule)], async (tx) => {
    const retryAfterMs = await waitForSlot(tx, { key: clientKey, rule }, at);
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    const inserted = await tx.query<{ id: string }>(
      'INSERT INTO throttle_events (client_key, kind, at) VALUES ($1, $2, $3) RETURNING id',
      [clientKey, rule.kind, at],
    );
    const eventId = inserted.rows[0]?.id;
    if (!eventId) throw new Error('The throttle event was not stored.');
    return { allowed: true, eventId };
  });
}

/** Gives a slot back (the request turned out not to count, such as feedback the store could not keep). */
export async function releaseThrottleSlot(db: Sql, eventId: string): Promise<void> {
  await db.query('DELETE FROM throttle_events WHERE id = $1', [eventId]);
}

/** How many events of `kind` all clients together had since `since`. */
export async function countThrottleEvents(db: Sql, kind: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM throttle_events WHERE kind = $1 AND at > $2',
    [kind, since],
  );
  return rows[0]?.count ?? 0;
}

/** Deletes the events before `before`; answers how many went. */
export async function pruneThrottleEvents(db: Sql, before: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `WITH gone AS (DELETE FROM throttle_events WHERE at < $1 RETURNING 1)
     SELECT count(*)::integer AS count FROM gone`,
    [before],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Spends a solved proof-of-work challenge: true the first time its signature is spent, false ever after (on any
 * server sharing the store) until it is pruned after `expiresAt`, when it no longer verifies anyway.
 */
export async function spendChallenge(db: Sql, signature: string, expiresAt: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO spent_challenges (signature, expires_at) VALUES ($1, $2)
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [signature, expiresAt],
  );
  return rows.length > 0;
}

/** Forgets spent challenges that expired before `before` (they are refused as expired anyway). */
export async function pruneSpentChallenges(db: Sql, before: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM spent_challenges WHERE expires_at < $1 RETURNING 1', [before]);
  return rows.length;
}

/** The throttles' queries, as the store offers them. */
export const throttleQueries = {
  lookupStatus,
  takeThrottleSlot,
  releaseThrottleSlot,
  countThrottleEvents,
  pruneThrottleEvents,
  spendChallenge,
  pruneSpentChallenges,
};
