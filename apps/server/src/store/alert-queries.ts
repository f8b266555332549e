// The alerts' SQL, on any `SqlConnection`: heroes' push subscriptions and the outbox of pushes (migrations 9, 13).

import type { AlertKind, Locale } from '@safety-companion/contract';
import type { Sql, SqlConnection } from './migrations.js';
import {
  type PlaceHolder,
  type PlaceLimits,
  type PlaceRefusal,
  type PlacesTaken,
  placeRefusal,
} from './places.js';

export type { AlertKind };

/** A hero's browser asking for a status's alerts. */
export interface NewAlertSubscription {
  statusId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The access code, sealed (see `sealAccessCode`): the notification links to the status's lookup. */
  sealedCode: Buffer;
  /** The language of the page the subscription was made on: its pushes are written in it. */
  locale: Locale;
}

/** A push claimed for sending, with the subscription it goes to. */
export interface ClaimedPush {
  id: string;
  kind: AlertKind;
  /** The status's end time and time zone when the push was queued (an expiry names them). */
  endTime: Date | null;
  timezone: string | null;
  createdAt: Date;
  /** Tries so far, this one included. */
  attempts: number;
  subscription: NewAlertSubscription & { id: string };
}

interface ClaimedRow {
  id: string;
  kind: AlertKind;
  end_time: Date | null;
  timezone: string | null;
  created_at: Date;
  attempts: number;
  subscription_id: string;
  status_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  sealed_code: Buffer;
  locale: Locale;
}

/**
 * Subscribes a browser to a live status's alerts: its id, the same one again for an endpoint already subscribed to
 * this status (with the keys and language it sends now); a refusal past `limits` (see `placeRefusal`); 'ended' when the status is
 * gone. The status's row is held (`FOR KEY SHARE`) until the subscription is stored, so that an end
 * cannot slip between them and leave it without its last push.
 */
export async function subscribeToAlerts(
  db: SqlConnection,
  subscription: NewAlertSubscription,
  at: Date,
  holder: PlaceHolder,
  limits: PlaceLimits,
): Promise<{ id: string } | PlaceRefusal | 'ended'> {
  return db.transaction(async (tx) => {
    const status = await tx.query<{ end_time: Date | null }>(
      'SELECT end_time FROM statuses WHERE id = $1 FOR KEY SHARE',
      [subscription.statusId],
    );
    const live = status.rows[0];
    if (!live) return 'ended';
    // One status's subscriptions take turns, also across servers, so that parallel ones cannot pass the limit.
    await tx.query('SELECT pg_advisory_xact_lock(2, hashtext($1))', [subscription.statusId]);
    const again = await tx.query<{ id: string }>(
      `UPDATE alert_subscriptions SET p256dh = $3, auth = $4, sealed_code = $5, locale = $6
       WHERE status_id = $1 AND endpoint = $2 RETURNING id`,
      [
        subscription.statusId,
        subscription.endpoint,
        subscription.keys.p256dh,
        subscription.keys.auth,
        subscription.sealedCode,
        subscription.locale,
      ],
    );
    if (again.rows[0]) return { id: again.rows[0].id };
    const { rows } = await tx.query<PlacesTaken>(
      `SELECT count(*)::integer AS total, count(*) FILTER (WHERE client_key = $2)::integer AS client,
              count(*) FILTER (WHERE network_key = $3)::integer AS network
       FROM alert_subscriptions WHERE status_id = $1`,
      [subscription.statusId, holder.clientKey, holder.networkKey],
    );
    const refused = rows[0] && placeRefusal(rows[0], limits);
    if (refused) return refused;
    // A countdown that has already run out was seen as such by the hero: its expiry is not sent.
    const expired = live.end_time && live.end_time.getTime() <= at.getTime() ? live.end_time : null;
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO alert_subscriptions
         (status_id, endpoint, p256dh, auth, sealed_code, expiry_queued_for, created_at, client_key, network_key,
          locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        subscription.statusId,
        subscription.endpoint,
        subscription.keys.p256dh,
        subscription.keys.auth,
        subscription.sealedCode,
        expired,
        at,
        holder.clientKey,
        holder.networkKey,
        subscription.locale,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (!id) throw new Error('The alert subscription was not stored.');
    return { id };
  });
}

/** Deletes a subscription and the pushes queued for it; false when there was none. */
export async function deleteAlertSubscription(db: Sql, id: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM alert_subscriptions WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

/**
 * Queues the expiry of every countdown that has run out by `at`, once per subscription and end time: the update of
 * `expiry_queued_for` and the queued push are one statement, and a server that waited for another's row lock finds
 * it queued already. Answers how many pushes were queued.
 */
export async function queueCountdownAlerts(db: Sql, at: Date): Promise<number> {
  const { rows } = await db.query(
    `WITH due AS (
       UPDATE alert_subscriptions AS a SET expiry_queued_for = s.end_time
       FROM statuses AS s
       WHERE a.status_id = s.id AND s.end_time <= $1 AND a.expiry_queued_for IS DISTINCT FROM s.end_time
       RETURNING a.id, s.end_time, s.details->>'timezone' AS timezone
     )
     INSERT INTO push_outbox (subscription_id, kind, end_time, timezone, created_at, available_at)
     SELECT id, 'expired', end_time, timezone, $1, $1 FROM due
     RETURNING id`,
    [at],
    { name: 'queue-countdown-alerts' },
  );
  return rows.length;
}

/**
 * Claims up to `limit` pushes due at `at` for this server, skipping those another server holds: each becomes
 * invisible to the others until `leaseUntil` (a server that dies mid-send leaves it to be sent again then). Only the
 * oldest push of each subscription is claimed, so that a browser gets a status's changes in their order.
 */
export async function claimPushes(
  db: Sql,
  at: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedPush[]> {
  const { rows } = await db.query<ClaimedRow>(
    `UPDATE push_outbox AS o SET available_at = $2, attempts = o.attempts + 1
     FROM alert_subscriptions AS a
     WHERE a.id = o.subscription_id AND o.id IN (
       SELECT p.id FROM push_outbox AS p
       WHERE p.available_at <= $1
         AND NOT EXISTS (SELECT 1 FROM push_outbox AS q WHERE q.subscription_id = p.subscription_id AND q.id < p.id)
       ORDER BY p.id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING o.id, o.kind, o.end_time, o.timezone, o.created_at, o.attempts, a.id AS subscription_id,
               a.status_id, a.endpoint, a.p256dh, a.auth, a.sealed_code, a.locale`,
    [at, leaseUntil, limit],
    { name: 'claim-pushes' },
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    endTime: row.end_time,
    timezone: row.timezone,
    createdAt: row.created_at,
    attempts: row.attempts,
    subscription: {
      id: row.subscription_id,
      statusId: row.status_id,
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      sealedCode: row.sealed_code,
      locale: row.locale,
    },
  }));
}

/** A push is done with (sent, or given up): it leaves the outbox. */
export async function completePush(db: Sql, id: string): Promise<void> {
  await db.query('DELETE FROM push_outbox WHERE id = $1', [id]);
}

/** A push to try again at `availableAt`. */
export async function retryPush(db: Sql, id: string, availableAt: Date): Promise<void> {
  await db.query('UPDATE push_outbox SET available_at = $2 WHERE id = $1', [id, availableAt]);
}

/**
 * Deletes the pushes queued before `queuedBefore` (past every TTL: left by a server whose alerts were turned off),
 * then the subscriptions whose status is gone and that have no push left to send (the end's push normally deletes
 * its subscription itself; this catches what a crash between the two left). Answers how many rows went.
 */
export async function sweepAlerts(db: Sql, queuedBefore: Date): Promise<number> {
  const stale = await db.query('DELETE FROM push_outbox WHERE created_at < $1 RETURNING id', [queuedBefore]);
  const { rows } = await db.query(
    `DELETE FROM alert_subscriptions AS a
     WHERE NOT EXISTS (SELECT 1 FROM statuses AS s WHERE s.id = a.status_id)
       AND NOT EXISTS (SELECT 1 FROM push_outbox AS o WHERE o.subscription_id = a.id)
     RETURNING a.id`,
  );
  return stale.rows.length + rows.length;
}

/** The alerts' queries, as the store offers them. */
export const alertQueries = {
  subscribeToAlerts,
  deleteAlertSubscription,
  queueCountdownAlerts,
  claimPushes,
  completePush,
  retryPush,
  sweepAlerts,
};
