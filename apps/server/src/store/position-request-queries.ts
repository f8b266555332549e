import type { Sql, SqlConnection } from './migrations.js';
import type { PlaceHolder } from './places.js';

/** The latest request for a fresh position under a status, as the snapshot carries it (migration 17). */
export interface StoredPositionRequest {
  name: string | null;
  at: Date;
  declinedAt: Date | null;
}

/** The limits of requests, in milliseconds (the contract's `POSITION_REQUEST_LIMITS`). */
export interface PositionRequestLimits {
  perHeroMs: number;
  perStatusMs: number;
  waitMs: number;
}

/** Why a request was refused, and when the next one may come. */
export interface PositionRequestRefusal {
  refused: 'hero' | 'status' | 'pending';
  retryAt: Date;
}

/** The latest request of the status `<table>.id` as one JSON object, null without one. */
export function latestPositionRequest(table: string): string {
  return `(SELECT jsonb_build_object('name', r.name, 'at', r.at, 'declinedAt', r.declined_at)
           FROM position_requests AS r WHERE r.status_id = ${table}.id ORDER BY r.at DESC, r.id DESC LIMIT 1)`;
}

/** A request's JSON, as PostgreSQL writes it, read. */
export function toPositionRequest(
  json: { name: string | null; at: string; declinedAt: string | null } | null,
): StoredPositionRequest | null {
  if (!json) return null;
  return {
    name: json.name,
    at: new Date(json.at),
    declinedAt: json.declinedAt ? new Date(json.declinedAt) : null,
  };
}

/**
 * Records a hero's request for a fresh position under a status, with the name that hero gave with their latest
 * answer, and makes it a change of the status (its version moves on; every server's streams hear of it). Under the
 * status's row lock, on any server: refused while one waits (no fix taken after it, not declined, younger than
 * `waitMs`), within `perStatusMs` of the status's last request, and within `perHeroMs` of this hero's or this
 * client's last one. Undefined when the status is gone.
 */
export async function requestPosition(
  db: SqlConnection,
  request: { statusId: string; hero: string },
  at: Date,
  holder: PlaceHolder,
  limits: PositionRequestLimits,
): Promise<StoredPositionRequest | PositionRequestRefusal | undefined> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ taken_at: string | null }>(
      `SELECT details->'location'->>'takenAt' AS taken_at FROM statuses WHERE id = $1 FOR UPDATE`,
      [request.statusId],
    );
    if (!locked.rows[0]) return undefined;
    const takenAt = locked.rows[0].taken_at ? Date.parse(locked.rows[0].taken_at) : Number.NaN;
    const now = at.getTime();
    const { rows } = await tx.query<{ at: Date; declined_at: Date | null; mine: boolean }>(
      `SELECT at, declined_at, (hero = $2 OR client_key = $3) AS mine FROM position_requests
       WHERE status_id = $1 AND at > $4 ORDER BY at DESC`,
      [
        request.statusId,
        request.hero,
        holder.clientKey,
        new Date(now - Math.max(limits.perHeroMs, limits.waitMs)),
      ],
    );
    const latest = rows[0];
    if (latest) {
      const latestAt = latest.at.getTime();
      const waiting = !latest.declined_at && !(takenAt > latestAt) && now - latestAt < limits.waitMs;
      if (waiting) return { refused: 'pending', retryAt: new Date(latestAt + limits.waitMs) };
      if (now - latestAt < limits.perStatusMs) {
        return { refused: 'status', retryAt: new Date(latestAt + limits.perStatusMs) };
      }
    }
    const mine = rows.find((row) => row.mine && now - row.at.getTime() < limits.perHeroMs);
    if (mine) return { refused: 'hero', retryAt: new Date(mine.at.getTime() + limits.perHeroMs) };
    const inserted = await tx.query<{ name: string | null; at: Date }>(
      `INSERT INTO position_requests (status_id, hero, name, client_key, network_key, at)
       VALUES ($1, $2, (SELECT name FROM acknowledgements WHERE status_id = $1 AND hero = $2
                        ORDER BY at DESC, id DESC LIMIT 1), $3, $4, $5)
       RETURNING name, at`,
      [request.statusId, request.hero, holder.clientKey, holder.networkKey, at],
    );
    await tx.query(
      `DELETE FROM position_requests WHERE status_id = $1 AND id NOT IN (
         SELECT id FROM position_requests WHERE status_id = $1 ORDER BY at DESC, id DESC LIMIT 10)`,
      [request.statusId],
    );
    // Sets no column but the version, which the trigger moves on: a request is not an update from the phone.
    await tx.query('UPDATE statuses SET version = version WHERE id = $1', [request.statusId]);
    const row = inserted.rows[0];
    return row ? { name: row.name, at: row.at, declinedAt: null } : undefined;
  });
}

/** The app declines the latest request under its owner's status (its battery is low): marked declined, once. */
export async function declinePositionRequest(
  db: Sql,
  statusId: string,
  owner: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE position_requests SET declined_at = $3
     WHERE id = (SELECT r.id FROM position_requests AS r JOIN statuses AS s ON s.id = r.status_id
                 WHERE r.status_id = $1 AND s.owner = $2 ORDER BY r.at DESC, r.id DESC LIMIT 1)
       AND declined_at IS NULL`,
    [statusId, owner, at],
  );
}

/** The requests' queries, as the store offers them. */
export const positionRequestQueries = { requestPosition, declinePositionRequest };
