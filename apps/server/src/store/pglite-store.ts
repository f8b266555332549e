import { PGlite } from '@electric-sql/pglite';
import type { FeedbackPayload } from '@safety-companion/api';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrations.js';
import type {
  AdminRecord,
  AdminSessionRecord,
  FeedbackPageQuery,
  FeedbackRecord,
  PasswordHash,
  StatusRecord,
  Store,
  ThrottleDecision,
  ThrottleRule,
} from './store.js';

interface FeedbackRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  body: string;
  location: 'web';
  client_key: string;
  created_at: Date;
  handled_at: Date | null;
}

function toFeedbackRecord(row: FeedbackRow): FeedbackRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    body: row.body,
    location: row.location,
    clientKey: row.client_key,
    createdAt: row.created_at,
    handledAt: row.handled_at,
  };
}

interface AdminRow {
  username: string;
  password_hash: Uint8Array;
  password_salt: Uint8Array;
  scrypt_n: number;
  scrypt_r: number;
  scrypt_p: number;
  created_at: Date;
  updated_at: Date;
}

// A text id that is not a uuid would make PostgreSQL throw; it simply names no feedback.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StatusRow {
  access_code: string;
  snapshot: unknown;
  created_at: Date;
  expires_at: Date | null;
}

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
    const { rows } = await this.db.query<FeedbackRow>('SELECT * FROM feedback ORDER BY created_at, id');
    return rows.map(toFeedbackRecord);
  }

  async pageFeedback({ status, after, limit }: FeedbackPageQuery): Promise<FeedbackRecord[]> {
    const { rows } = await this.db.query<FeedbackRow>(
      `SELECT * FROM feedback
       WHERE ($1 = 'all' OR ($1 = 'open') = (handled_at IS NULL))
         AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
       ORDER BY created_at DESC, id DESC
       LIMIT $4`,
      [status, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return rows.map(toFeedbackRecord);
  }

  async findFeedback(id: string): Promise<FeedbackRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.db.query<FeedbackRow>('SELECT * FROM feedback WHERE id = $1', [id]);
    return rows[0] && toFeedbackRecord(rows[0]);
  }

  async setFeedbackHandled(id: string, handledAt: Date | null): Promise<FeedbackRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.db.query<FeedbackRow>(
      'UPDATE feedback SET handled_at = $2 WHERE id = $1 RETURNING *',
      [id, handledAt],
    );
    return rows[0] && toFeedbackRecord(rows[0]);
  }

  async deleteFeedback(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const result = await this.db.query('DELETE FROM feedback WHERE id = $1', [id]);
    return (result.affectedRows ?? 0) > 0;
  }

  async deleteFeedbackBefore(before: Date): Promise<number> {
    const result = await this.db.query('DELETE FROM feedback WHERE created_at < $1', [before]);
    return result.affectedRows ?? 0;
  }

  async putAdmin(username: string, password: PasswordHash, at: Date): Promise<'created' | 'updated'> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ created: boolean }>(
        `INSERT INTO admins
           (username, password_hash, password_salt, scrypt_n, scrypt_r, scrypt_p, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (username) DO UPDATE SET
           password_hash = EXCLUDED.password_hash, password_salt = EXCLUDED.password_salt,
           scrypt_n = EXCLUDED.scrypt_n, scrypt_r = EXCLUDED.scrypt_r, scrypt_p = EXCLUDED.scrypt_p,
           updated_at = EXCLUDED.updated_at
         RETURNING (xmax = 0) AS created`,
        [username, password.hash, password.salt, password.n, password.r, password.p, at],
      );
      // A new password ends every session signed in with the old one.
      await tx.query('DELETE FROM admin_sessions WHERE username = $1', [username]);
      return rows[0]?.created ? 'created' : 'updated';
    });
  }

  async findAdmin(username: string): Promise<AdminRecord | undefined> {
    const { rows } = await this.db.query<AdminRow>('SELECT * FROM admins WHERE username = $1', [username]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      username: row.username,
      password: {
        hash: Buffer.from(row.password_hash),
        salt: Buffer.from(row.password_salt),
        n: row.scrypt_n,
        r: row.scrypt_r,
        p: row.scrypt_p,
      },
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async addAdminSession(idHash: string, username: string, at: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO admin_sessions (id_hash, username, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
      [idHash, username, at],
    );
  }

  async findAdminSession(idHash: string): Promise<AdminSessionRecord | undefined> {
    const { rows } = await this.db.query<{ username: string; created_at: Date; last_seen_at: Date }>(
      'SELECT username, created_at, last_seen_at FROM admin_sessions WHERE id_hash = $1',
      [idHash],
    );
    const row = rows[0];
    return row && { username: row.username, createdAt: row.created_at, lastSeenAt: row.last_seen_at };
  }

  async touchAdminSession(idHash: string, at: Date): Promise<void> {
    await this.db.query(
      'UPDATE admin_sessions SET last_seen_at = greatest(last_seen_at, $2) WHERE id_hash = $1',
      [idHash, at],
    );
  }

  async deleteAdminSession(idHash: string): Promise<void> {
    await this.db.query('DELETE FROM admin_sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteStaleAdminSessions(createdBefore: Date, idleBefore: Date): Promise<number> {
    const result = await this.db.query(
      'DELETE FROM admin_sessions WHERE created_at < $1 OR last_seen_at < $2',
      [createdBefore, idleBefore],
    );
    return result.affectedRows ?? 0;
  }

  async putStatus(
    status: { accessCode: string; snapshot: unknown; expiresAt?: Date | null },
    at: Date,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO statuses (access_code, snapshot, created_at, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (access_code) DO UPDATE
         SET snapshot = EXCLUDED.snapshot, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
      [status.accessCode, JSON.stringify(status.snapshot), at, status.expiresAt ?? null],
    );
  }

  async findStatusByCode(accessCode: string, at: Date): Promise<StatusRecord | undefined> {
    const { rows } = await this.db.query<StatusRow>(
      'SELECT * FROM statuses WHERE access_code = $1 AND (expires_at IS NULL OR expires_at > $2)',
      [accessCode, at],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      accessCode: row.access_code,
      snapshot: row.snapshot,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    };
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
    await this.db.exec('TRUNCATE feedback, statuses, throttle_events, admin_sessions, admins');
  }

  async close(): Promise<void> {
    try {
      if (!this.db.closed) await this.db.close();
    } finally {
      await this.lock?.release();
    }
  }
}
