import { PGlite } from '@electric-sql/pglite';
import type { FeedbackPayload } from '@safety-companion/contract';
import * as admin from './admin-queries.js';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrations.js';
import {
  endStatus,
  findStatusByCodeHash,
  insertStatus,
  type StatusChange,
  type StatusDetails,
  type StatusLookup,
  type StoredStatus,
  sweepStatuses,
  updateStatus,
} from './status-queries.js';
import type {
  AdminRecord,
  AdminSessionRecord,
  FeedbackPageQuery,
  FeedbackRecord,
  PasswordHash,
  Store,
  ThrottleDecision,
  ThrottleRule,
} from './store.js';

/**
 * The store on embedded PGlite (PostgreSQL compiled to WebAssembly). Plain PostgreSQL SQL only, so a `pg` store
 * can run the same queries.
 */
export class PgliteStore implements Store {
  private constructor(
    private readonly db: PGlite,
    private readonly lock: DataDirLock | undefined,
  ) {}

  /**
   * Opens the store and brings its schema up to date. With a folder the data lives in `<dataDir>/pglite` (the
   * folder is locked against a second process); without one it lives in memory, for tests.
   *
   * @example
   * const store = await PgliteStore.open('./data');
   */
  static async open(dataDir?: string): Promise<PgliteStore> {
    const lock = dataDir ? await lockDataDir(dataDir) : undefined;
    try {
      const db = dataDir ? new PGlite(`${dataDir}/pglite`) : new PGlite();
      await db.waitReady;
      await migrate(db);
      return new PgliteStore(db, lock);
    } catch (error) {
      await lock?.release();
      throw error;
    }
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

  async countFeedback(): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM feedback',
    );
    return rows[0]?.count ?? 0;
  }

  async listFeedback(): Promise<FeedbackRecord[]> {
    const { rows } = await this.db.query<admin.FeedbackRow>('SELECT * FROM feedback ORDER BY created_at, id');
    return rows.map(admin.toFeedbackRecord);
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

  createStatus(
    status: { owner: string; codeHash: string; details: StatusDetails; endTime: Date | null },
    at: Date,
  ): Promise<StoredStatus | undefined> {
    return insertStatus(this.db, status, at);
  }

  updateStatus(id: string, owner: string, change: StatusChange, at: Date): Promise<StoredStatus | undefined> {
    return updateStatus(this.db, id, owner, change, at);
  }

  endStatus(id: string, owner: string, forgetAt: Date): Promise<boolean> {
    return endStatus(this.db, id, owner, forgetAt);
  }

  findStatusByCodeHash(codeHash: string, at: Date, retentionHours: number): Promise<StatusLookup> {
    return findStatusByCodeHash(this.db, codeHash, at, retentionHours);
  }

  sweepStatuses(at: Date, retentionHours: number): Promise<{ ended: number; forgotten: number }> {
    return sweepStatuses(this.db, at, retentionHours);
  }

  async takeThrottleSlot(clientKey: string, rule: ThrottleRule, at: Date): Promise<ThrottleDecision> {
    return this.db.transaction(async (tx) => {
      // Serialises the check and the insert per client and kind, also across servers sharing a PostgreSQL.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${rule.kind}|${clientKey}`]);
      const since = new Date(at.getTime() - rule.windowMs);
      const recent = await tx.query<{ at: Date }>(
        `SELECT at FROM throttle_events WHERE client_key = $1 AND kind = $2 AND at > $3
         ORDER BY at DESC LIMIT $4`,
        [clientKey, rule.kind, since, rule.limit],
      );
      const oldestCounted = recent.rows[rule.limit - 1];
      if (oldestCounted) {
        // A slot frees when the oldest of the last `limit` events leaves the window.
        const retryAfterMs = Math.max(oldestCounted.at.getTime() + rule.windowMs - at.getTime(), 1);
        return { allowed: false, retryAfterMs };
      }
      const inserted = await tx.query<{ id: string }>(
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
    const result = await this.db.query('DELETE FROM throttle_events WHERE at < $1', [before]);
    return result.affectedRows ?? 0;
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }

  /** The migrations applied so far, in order. */
  async schemaVersions(): Promise<number[]> {
    const { rows } = await this.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    return rows.map((row) => row.version);
  }

  /** Empties every table; for tests that share one store. */
  async reset(): Promise<void> {
    await this.db.exec(
      'TRUNCATE feedback, statuses, ended_statuses, throttle_events, admin_sessions, admins',
    );
  }

  /** Every row of a table, as stored; for tests that check what is kept (and what is not). */
  async rowsOf(table: 'statuses' | 'ended_statuses' | 'feedback' | 'throttle_events'): Promise<unknown[]> {
    const { rows } = await this.db.query(`SELECT * FROM ${table}`);
    return rows;
  }

  async close(): Promise<void> {
    try {
      if (!this.db.closed) await this.db.close();
    } finally {
      await this.lock?.release();
    }
  }
}
