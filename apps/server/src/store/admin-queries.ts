// The admin's SQL (accounts, sessions, the feedback inbox), plain PostgreSQL on any `SqlConnection`. Counts come
// from `RETURNING`.
import type { FeedbackPayload } from '@safety-companion/contract';
import type { Sql, SqlConnection } from './migrations.js';

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

/** A row of `feedback`. */
export interface FeedbackRow {
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

/** A feedback row as the store answers it. */
export function toFeedbackRecord(row: FeedbackRow): FeedbackRecord {
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

/** One page of the inbox, newest first (by creation, then id). */
export async function pageFeedback(
  db: Sql,
  { status, after, limit }: FeedbackPageQuery,
): Promise<FeedbackRecord[]> {
  const { rows } = await db.query<FeedbackRow>(
    `SELECT * FROM feedback
     WHERE ($1 = 'all' OR ($1 = 'open') = (handled_at IS NULL))
       AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
     ORDER BY created_at DESC, id DESC
     LIMIT $4`,
    [status, after?.createdAt ?? null, after?.id ?? null, limit],
  );
  return rows.map(toFeedbackRecord);
}

export async function findFeedback(db: Sql, id: string): Promise<FeedbackRecord | undefined> {
  const { rows } = await db.query<FeedbackRow>('SELECT * FROM feedback WHERE id = $1', [id]);
  return rows[0] && toFeedbackRecord(rows[0]);
}

export async function setFeedbackHandled(
  db: Sql,
  id: string,
  handledAt: Date | null,
): Promise<FeedbackRecord | undefined> {
  const { rows } = await db.query<FeedbackRow>(
    'UPDATE feedback SET handled_at = $2 WHERE id = $1 RETURNING *',
    [id, handledAt],
  );
  return rows[0] && toFeedbackRecord(rows[0]);
}

export async function deleteFeedback(db: Sql, id: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM feedback WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

export async function deleteFeedbackBefore(db: Sql, before: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM feedback WHERE created_at < $1 RETURNING id', [before]);
  return rows.length;
}

/** Creates an admin, or gives an existing one a new password and ends all of their sessions. */
export function putAdmin(
  db: SqlConnection,
  username: string,
  password: PasswordHash,
  at: Date,
): Promise<'created' | 'updated'> {
  return db.transaction(async (tx) => {
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

export async function findAdmin(db: Sql, username: string): Promise<AdminRecord | undefined> {
  const { rows } = await db.query<AdminRow>('SELECT * FROM admins WHERE username = $1', [username]);
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

export async function addAdminSession(db: Sql, idHash: string, username: string, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO admin_sessions (id_hash, username, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
    [idHash, username, at],
  );
}

export async function findAdminSession(db: Sql, idHash: string): Promise<AdminSessionRecord | undefined> {
  const { rows } = await db.query<{ username: string; created_at: Date; last_seen_at: Date }>(
    'SELECT username, created_at, last_seen_at FROM admin_sessions WHERE id_hash = $1',
    [idHash],
  );
  const row = rows[0];
  return row && { username: row.username, createdAt: row.created_at, lastSeenAt: row.last_seen_at };
}

/** Records activity on a session (its idle time starts again). */
export async function touchAdminSession(db: Sql, idHash: string, at: Date): Promise<void> {
  await db.query('UPDATE admin_sessions SET last_seen_at = greatest(last_seen_at, $2) WHERE id_hash = $1', [
    idHash,
    at,
  ]);
}

export async function deleteAdminSession(db: Sql, idHash: string): Promise<void> {
  await db.query('DELETE FROM admin_sessions WHERE id_hash = $1', [idHash]);
}

/** Deletes sessions created before `createdBefore` or idle since before `idleBefore`; answers how many went. */
export async function deleteStaleAdminSessions(
  db: Sql,
  createdBefore: Date,
  idleBefore: Date,
): Promise<number> {
  const { rows } = await db.query(
    'DELETE FROM admin_sessions WHERE created_at < $1 OR last_seen_at < $2 RETURNING id_hash',
    [createdBefore, idleBefore],
  );
  return rows.length;
}

/** Stores a visitor's feedback; answers with its new id. */
export async function addFeedback(
  db: Sql,
  feedback: FeedbackPayload & { clientKey: string },
  at: Date,
): Promise<{ id: string }> {
  const { rows } = await db.query<{ id: string }>(
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

/** The feedback inbox's and the admins' queries, as the store offers them. */
export const adminQueries = {
  addFeedback,
  pageFeedback,
  findFeedback,
  setFeedbackHandled,
  deleteFeedback,
  deleteFeedbackBefore,
  putAdmin,
  findAdmin,
  addAdminSession,
  findAdminSession,
  touchAdminSession,
  deleteAdminSession,
  deleteStaleAdminSessions,
};
