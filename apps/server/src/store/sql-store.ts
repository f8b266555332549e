import type { FeedbackPayload } from '@safety-companion/contract';
import * as admin from './admin-queries.js';
import * as alerts from './alert-queries.js';
import { type ClosableConnection, pgPoolConnection } from './connections.js';
import { endIdleStatuses } from './idle-statuses.js';
import { migrate, type SqlConnection } from './migrations.js';
import type { PlaceHolder, PlaceLimits, PlaceRefusal } from './places.js';
import { listenForStatusChanges, type StatusChangeHandlers } from './status-listener.js';
import {
  endStatus,
  insertAcknowledgement,
  insertStatus,
  lookupReader,
  type NewAcknowledgement,
  type NewStatus,
  readOwnStatus,
  readStatus,
  type StatusChange,
  type StoredAcknowledgement,
  type StoredStatus,
  sweepStatuses,
  updateStatus,
} from './status-queries.js';
import type {
  AdminRecord,
  AdminSessionRecord,
  Allowance,
  FeedbackPageQuery,
  FeedbackRecord,
  LookupOutcome,
  PasswordHash,
  Store,
  ThrottleDecision,
  ThrottleRule,
} from './store.js';

/** The tables the one-time import of an earlier version's data fills. */
const IMPORTABLE = ['admins', 'feedback', 'statuses', 'ended_statuses'] as const;
type ImportedTable = (typeof IMPORTABLE)[number];

/** The lock of one throttle key: checks and counts of one key run one at a time, also across servers. */
function lockName(key: string, rule: ThrottleRule): string {
  return `${rule.kind}|${key}`;
}

/**
 * How long until a slot of the allowance frees, or 0 when one is free now: a slot frees when the oldest of the last
 * `limit` events leaves the window.
 */
async function waitForSlot(db: Omit<SqlConnection, 'transaction'>, allowance: Allowance, at: Date) {
  const { key, rule } = allowance;
  const { rows } = await db.query<{ at: Date }>(
    `SELECT at FROM throttle_events WHERE client_key = $1 AND kind = $2 AND at > $3
     ORDER BY at DESC OFFSET $4 LIMIT 1`,
    [key, rule.kind, new Date(at.getTime() - rule.windowMs), rule.limit - 1],
  );
  const oldestCounted = rows[0];
  return oldestCounted ? Math.max(oldestCounted.at.getTime() + rule.windowMs - at.getTime(), 1) : 0;
}

/**
 * The store on PostgreSQL at a URL (the server's own, or one that several servers share), through a `pg` pool. One
 * set of queries and migrations.
 */
export class SqlStore implements Store {
  /** Hero lookups read together: those that arrive in one turn of the event loop share one statement. */
  private readonly readLookup: ReturnType<typeof lookupReader>;

  /** The change listeners that are running; closing the store stops them. */
  private readonly listeners = new Set<() => Promise<void>>();

  private constructor(
    private readonly db: ClosableConnection,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {
    this.readLookup = lookupReader(db);
  }

  /**
   * Opens a PostgreSQL server's store through a pool of `poolSize` connections and brings its schema up to date
   * (servers starting together take turns). `onClose` runs once the pool has closed (or when opening fails): the
   * caller's own PostgreSQL stops there.
   *
   * @example
   * const store = await SqlStore.openPostgres({ url: 'postgres://app@db/safety', poolSize: 10 });
   */
  static async openPostgres(options: {
    url: string;
    poolSize: number;
    onClose?: () => Promise<void>;
  }): Promise<SqlStore> {
    return SqlStore.over(pgPoolConnection(options), options.onClose);
  }

  private static async over(db: ClosableConnection, onClose?: () => Promise<void>): Promise<SqlStore> {
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => {});
      await onClose?.();
      throw error;
    }
    return new SqlStore(db, onClose);
  }

  async addFeedback(feedback: FeedbackPayload & { clientKey: string }, at: Date): Promise<{ id: string }> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO feedback (name, email, subject, body, location, client_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        feedback.name,
        feedback.email,
        feedback.subject,
        feedback.body,
        feedback.location,
        feedback.clientKey,
        at,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('The feedback was not stored.');
    return { id };
  }

  pageFeedback(query: FeedbackPageQuery): Promise<FeedbackRecord[]> {
    return admin.pageFeedback(this.db, query);
  }

  findFeedback(id: string): Promise<FeedbackRecord | undefined> {
    return admin.findFeedback(this.db, id);
  }

  setFeedbackHandled(id: string, handledAt: Date | null): Promise<FeedbackRecord | undefined> {
    return admin.setFeedbackHandled(this.db, id, handledAt);
  }

  deleteFeedback(id: string): Promise<boolean> {
    return admin.deleteFeedback(this.db, id);
  }

  deleteFeedbackBefore(before: Date): Promise<number> {
    return admin.deleteFeedbackBefore(this.db, before);
  }

  putAdmin(username: string, password: PasswordHash, at: Date): Promise<'created' | 'updated'> {
    return admin.putAdmin(this.db, username, password, at);
  }

  findAdmin(username: string): Promise<AdminRecord | undefined> {
    return admin.findAdmin(this.db, username);
  }

  addAdminSession(idHash: string, username: string, at: Date): Promise<void> {
    return admin.addAdminSession(this.db, idHash, username, at);
  }

  findAdminSession(idHash: string): Promise<AdminSessionRecord | undefined> {
    return admin.findAdminSession(this.db, idHash);
  }

  touchAdminSession(idHash: string, at: Date): Promise<void> {
    return admin.touchAdminSession(this.db, idHash, at);
  }

  deleteAdminSession(idHash: string): Promise<void> {
    return admin.deleteAdminSession(this.db, idHash);
  }

  deleteStaleAdminSessions(createdBefore: Date, idleBefore: Date): Promise<number> {
    return admin.deleteStaleAdminSessions(this.db, createdBefore, idleBefore);
  }

  createStatus(status: NewStatus, at: Date): Promise<StoredStatus | 'too-many' | undefined> {
    return insertStatus(this.db, status, at);
  }

  endIdleStatuses(idleBefore: Date, forgetAt: Date): Promise<number> {
    return endIdleStatuses(this.db, idleBefore, forgetAt);
  }

  updateStatus(id: string, owner: string, change: StatusChange, at: Date): Promise<StoredStatus | undefined> {
    return updateStatus(this.db, id, owner, change, at);
  }

  readStatus(id: string): Promise<StoredStatus | undefined> {
    return readStatus(this.db, id);
  }

  readOwnStatus(
    id: string,
    owner: string,
  ): Promise<{ status: StoredStatus; acknowledgements: StoredAcknowledgement[] } | undefined> {
    return readOwnStatus(this.db, id, owner);
  }

  acknowledge(
    answer: NewAcknowledgement,
    at: Date,
    holder: PlaceHolder,
    limits: PlaceLimits,
  ): Promise<StoredAcknowledgement | PlaceRefusal | undefined> {
    return insertAcknowledgement(this.db, answer, at, holder, limits);
  }

  async listenForStatusChanges(handlers: StatusChangeHandlers): Promise<() => Promise<void>> {
    const stopListening = await listenForStatusChanges(this.db.url, handlers);
    const stop = async () => {
      this.listeners.delete(stop);
      await stopListening();
    };
    this.listeners.add(stop);
    return stop;
  }

  endStatus(id: string, owner: string, forgetAt: Date): Promise<boolean> {
    return endStatus(this.db, id, owner, forgetAt);
  }

  sweepStatuses(at: Date, retentionHours: number): Promise<{ ended: number; forgotten: number }> {
    return sweepStatuses(this.db, at, retentionHours);
  }

  subscribeToAlerts(
    subscription: alerts.NewAlertSubscription,
    at: Date,
    holder: PlaceHolder,
    limits: PlaceLimits,
  ): Promise<{ id: string } | PlaceRefusal | 'ended'> {
    return alerts.subscribeToAlerts(this.db, subscription, at, holder, limits);
  }

  deleteAlertSubscription(id: string): Promise<boolean> {
    return alerts.deleteAlertSubscription(this.db, id);
  }

  queueCountdownAlerts(at: Date): Promise<number> {
    return alerts.queueCountdownAlerts(this.db, at);
  }

  claimPushes(at: Date, leaseUntil: Date, limit: number): Promise<alerts.ClaimedPush[]> {
    return alerts.claimPushes(this.db, at, leaseUntil, limit);
  }

  completePush(id: string): Promise<void> {
    return alerts.completePush(this.db, id);
  }

  retryPush(id: string, availableAt: Date): Promise<void> {
    return alerts.retryPush(this.db, id, availableAt);
  }

  sweepAlerts(queuedBefore: Date): Promise<number> {
    return alerts.sweepAlerts(this.db, queuedBefore);
  }

  async lookupStatus(
    codeHash: string,
    allowances: readonly Allowance[],
    at: Date,
    retentionHours: number,
  ): Promise<LookupOutcome> {
    // A hit writes nothing: for a client without recent misses, one read without a lock answers it (shared with
    // the lookups that arrived with it). Every other lookup runs under the allowances' locks (count, then record a
    // miss), which keeps the limits exact.
    const windowMs = Math.max(...allowances.map(({ rule }) => rule.windowMs));
    const { lookup: read, recentMisses } = await this.readLookup({
      codeHash,
      at,
      retentionHours,
      misses: allowances.map(({ key, rule }) => ({ key, kind: rule.kind })),
      missesSince: new Date(at.getTime() - windowMs),
    });
    if (!recentMisses && read.state !== 'unknown') return { kind: 'found', found: read };

    const names = [...new Set(allowances.map(({ key, rule }) => lockName(key, rule)))];
    return this.db.exclusive(names, async (db) => {
      let retryAfterMs = 0;
      for (const allowance of allowances) {
        retryAfterMs = Math.max(retryAfterMs, await waitForSlot(db, allowance, at));
      }
      if (retryAfterMs > 0) return { kind: 'refused', retryAfterMs };
      // A code that exists, live or ended, is not a guess: nothing is written.
      if (read.state !== 'unknown') return { kind: 'found', found: read };
      await db.query(
        `INSERT INTO throttle_events (client_key, kind, at)
         SELECT key, kind, $3 FROM unnest($1::text[], $2::text[]) AS event(key, kind)`,
        [allowances.map(({ key }) => key), allowances.map(({ rule }) => rule.kind), at],
      );
      return { kind: 'missed' };
    });
  }

  async takeThrottleSlot(clientKey: string, rule: ThrottleRule, at: Date): Promise<ThrottleDecision> {
    return this.db.exclusive([lockName(clientKey, rule)], async (db) => {
      const retryAfterMs = await waitForSlot(db, { key: clientKey, rule }, at);
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      const inserted = await db.query<{ id: string }>(
        'INSERT INTO throttle_events (client_key, kind, at) VALUES ($1, $2, $3) RETURNING id',
        [clientKey, rule.kind, at],
      );
      const eventId = inserted.rows[0]?.id;
      if (!eventId) throw new Error('The throttle event was not stored.');
      return { allowed: true, eventId };
    });
  }

  async releaseThrottleSlot(eventId: string): Promise<void> {
    await this.db.query('DELETE FROM throttle_events WHERE id = $1', [eventId]);
  }

  async countThrottleEvents(kind: string, since: Date): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM throttle_events WHERE kind = $1 AND at > $2',
      [kind, since],
    );
    return rows[0]?.count ?? 0;
  }

  async pruneThrottleEvents(before: Date): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `WITH gone AS (DELETE FROM throttle_events WHERE at < $1 RETURNING 1)
       SELECT count(*)::integer AS count FROM gone`,
      [before],
    );
    return rows[0]?.count ?? 0;
  }

  async spendChallenge(signature: string, expiresAt: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO spent_challenges (signature, expires_at) VALUES ($1, $2)
       ON CONFLICT (signature) DO NOTHING RETURNING signature`,
      [signature, expiresAt],
    );
    return rows.length > 0;
  }

  async pruneSpentChallenges(before: Date): Promise<number> {
    const { rows } = await this.db.query('DELETE FROM spent_challenges WHERE expires_at < $1 RETURNING 1', [
      before,
    ]);
    return rows.length;
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1', [], { name: 'ping' });
  }

  /**
   * Inserts rows given as JSON objects (column name → value) into their tables, in one transaction, keeping the rows
   * already there (same key); answers how many of each table were added. For the one-time import.
   */
  async importRows(batches: readonly { table: ImportedTable; rows: unknown[] }[]): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const added: number[] = [];
      for (const { table, rows } of batches) {
        if (!IMPORTABLE.includes(table)) throw new Error(`Unknown table: ${table}`);
        const result = await tx.query(
          `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [JSON.stringify(rows)],
        );
        added.push(result.rows.length);
      }
      return added;
    });
  }

  async close(): Promise<void> {
    try {
      await Promise.all([...this.listeners].map((stop) => stop()));
      if (!this.db.closed) await this.db.close();
    } finally {
      await this.onClose();
    }
  }
}
