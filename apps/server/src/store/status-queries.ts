// The statuses' SQL, plain PostgreSQL on any `SqlConnection`.
import DataLoader from 'dataloader';
import type { Sql, SqlConnection } from './migrations.js';
import {
  type PlaceHolder,
  type PlaceLimits,
  type PlaceRefusal,
  type PlacesTaken,
  placeRefusal,
} from './places.js';
import {
  latestPositionRequest,
  type StoredPositionRequest,
  toPositionRequest,
} from './position-request-queries.js';
import { viewerCount } from './viewer-queries.js';

/** A position as the app sent it, its fix time written as the server writes times. */
export interface StoredLocation {
  latitude: number;
  longitude: number;
  accuracy?: number;
  takenAt?: string;
}

/** What a status says, as the mobile app sent it; the access code is not part of it. */
export interface StatusDetails {
  timezone: string;
  /** `accuracy`: metres, and `takenAt`: when the phone took it (ISO, UTC), when the phone said. */
  location: StoredLocation;
  startLocation: StoredLocation | null;
  emergency: boolean;
  info: string | null;
  timerDetails: { who?: string | null; what?: string | null; where?: string | null } | null;
  photo_url: string | null;
  /** Absent in statuses stored before the app could send it. */
  battery?: { level: number; charging: boolean } | null;
  /** The name the person shows their heroes; absent in statuses stored before the app could send it. */
  displayName?: string | null;
  /**
   * The person's own phone number (E.164) for their heroes, when they turned it on for this status; absent in
   * statuses stored before the app could send it. In the row's details: deleted with the status.
   */
  contactPhone?: string | null;
}

/** A position the status reported, as its trail keeps it. */
export interface TrailPosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  /** When the server received it. */
  at: Date;
  /** When the phone took it; null when the app did not say (migration 14). */
  takenAt: Date | null;
}

/** One of the answers a hero can give (the contract's `ACKNOWLEDGEMENT_KINDS`). */
export type AcknowledgementKind = 'seen' | 'on-the-way' | 'called-emergency-services' | 'here';

/** How far away a hero on the way said they were (the contract's `ArrivalEstimate`, migration 16). */
export interface StoredEstimate {
  mode: 'foot' | 'car';
  minMinutes: number;
  maxMinutes: number;
}

/** A hero's answer as stored, without the hero's id, which is never shown. */
export interface StoredAcknowledgement {
  kind: AcknowledgementKind;
  name: string | null;
  at: Date;
  eta: StoredEstimate | null;
}

/** A hero's answer to store: under which status, from which hero (a device's id), and at most how many it takes. */
export interface NewAcknowledgement {
  statusId: string;
  hero: string;
  kind: AcknowledgementKind;
  name: string | null;
  eta?: StoredEstimate | null;
}

/** An answer's estimate as one JSON object (null without one), from the columns of `acknowledgements` `<table>`. */
function estimateOf(table: string): string {
  return `CASE WHEN ${table}.eta_mode IS NULL THEN NULL ELSE jsonb_build_object('mode', ${table}.eta_mode,
            'minMinutes', ${table}.eta_min, 'maxMinutes', ${table}.eta_max) END`;
}

/** A live status as stored. */
export interface StoredStatus {
  id: string;
  /** The user who started it (the identity token's `sub`). */
  owner: string;
  details: StatusDetails;
  /** When its countdown runs out; null for an activity without one. */
  endTime: Date | null;
  startedAt: Date;
  /**
   * When the app last sent a change: set as the write is made, after the row is locked, and always later than the
   * stored one, so that of two writes the one acknowledged with the later time is the one that stands.
   */
  updatedAt: Date;
  /** Grows by one with every write, a hero's answer included: a stream's event id, and the order of changes. */
  version: number;
  /** When the emergency was last switched on (from off); null while there is none (migration 15). */
  emergencySince: Date | null;
  /** Each hero's latest answer, newest first. */
  acknowledgements: StoredAcknowledgement[];
  /** The positions it reported, oldest first (the start first), the last 100 at most (migration 12). */
  trail: TrailPosition[];
  /** The latest request of a hero for a fresh position; null when none (migration 17). */
  positionRequest: StoredPositionRequest | null;
  /** How many pages have it open, across every instance (migration 18). */
  viewers: number;
}

/** What an access code finds: a live status (expired ones included, while visible), an ended one, or nothing. */
export type StatusLookup =
  | { state: 'live'; status: StoredStatus }
  | { state: 'ended' }
  | { state: 'unknown' };

/** A change from the app: the fields it sent, and the new end time when it sent one. */
export interface StatusChange {
  details: Partial<StatusDetails>;
  endTime?: Date | null;
}

interface StatusRow {
  id: string;
  owner: string;
  details: StatusDetails;
  end_time: Date | null;
  started_at: Date;
  updated_at: Date;
  /** A bigint, which `pg` reads as a string. */
  version: string;
  emergency_since: Date | null;
  /** JSON of each hero's latest answer, newest first (`at` as PostgreSQL writes a time in JSON). */
  acknowledgements: {
    kind: AcknowledgementKind;
    name: string | null;
    at: string;
    eta: StoredEstimate | null;
  }[];
  viewers: number | null;
  /** JSON of its latest request for a fresh position, null when none. */
  position_request: { name: string | null; at: string; declinedAt: string | null } | null;
  /** JSON of its trail, oldest first. */
  trail: {
    latitude: number;
    longitude: number;
    accuracy: number | null;
    at: string;
    takenAt: string | null;
  }[];
}

/** The positions of the status `<table>.id`, oldest first, as one JSON array. */
function trailOf(table: string): string {
  return `(SELECT coalesce(jsonb_agg(jsonb_build_object('latitude', p.latitude, 'longitude', p.longitude,
             'accuracy', p.accuracy, 'at', p.at, 'takenAt', p.taken_at) ORDER BY p.id), '[]'::jsonb)
           FROM status_positions AS p WHERE p.status_id = ${table}.id)`;
}

/** Each hero's latest answer to the status `<table>.id`, newest first, as one JSON array. */
function latestAnswers(table: string): string {
  return `(SELECT coalesce(jsonb_agg(jsonb_build_object('kind', a.kind, 'name', a.name, 'at', a.at,
             'eta', ${estimateOf('a')}) ORDER BY a.at DESC, a.id DESC), '[]'::jsonb)
           FROM (SELECT DISTINCT ON (hero) id, kind, name, at, eta_mode, eta_min, eta_max FROM acknowledgements
                 WHERE status_id = ${table}.id ORDER BY hero, at DESC, id DESC) AS a)`;
}

/** The columns of a status, as every query reads them. */
const STATUS_COLUMNS = `id, owner, details, end_time, started_at, updated_at, version, emergency_since,
  ${latestAnswers('statuses')} AS acknowledgements, ${trailOf('statuses')} AS trail,
  ${latestPositionRequest('statuses')} AS position_request, ${viewerCount('statuses')} AS viewers`;

const HOUR_MS = 3_600_000;

function toStatus(row: StatusRow): StoredStatus {
  return {
    id: row.id,
    owner: row.owner,
    details: row.details,
    endTime: row.end_time,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
    emergencySince: row.emergency_since,
    acknowledgements: row.acknowledgements.map((answer) => ({ ...answer, at: new Date(answer.at) })),
    trail: toTrail(row.trail),
    positionRequest: toPositionRequest(row.position_request),
    viewers: row.viewers ?? 0,
  };
}

function toTrail(trail: StatusRow['trail']): TrailPosition[] {
  return trail.map((position) => ({
    ...position,
    at: new Date(position.at),
    takenAt: position.takenAt === null ? null : new Date(position.takenAt),
  }));
}

/**
 * The status with its trail as the write left it: the position a write reports is added by a trigger that runs
 * after the statement, whose `RETURNING` cannot see it.
 */
async function withTrail(db: Sql, status: StoredStatus): Promise<StoredStatus> {
  const { rows } = await db.query<Pick<StatusRow, 'trail'>>(
    `SELECT ${trailOf('s')} AS trail FROM (SELECT $1::uuid AS id) AS s`,
    [status.id],
    { name: 'status-trail' },
  );
  return { ...status, trail: toTrail(rows[0]?.trail ?? []) };
}

/** A new status: its owner, its code's hash, what it says, and at most how many of the owner's may be live. */
export interface NewStatus {
  owner: string;
  codeHash: string;
  details: StatusDetails;
  endTime: Date | null;
  /** Unset: no limit. */
  maxLive?: number;
}

/**
 * Stores a new status under its code's hash. Answers undefined when the hash belongs to a live status or to one
 * that ended recently (its code still answers 'ended'), so that the caller draws another code, and 'too-many' when
 * the owner already has `maxLive` live statuses.
 */
export async function createStatus(
  db: SqlConnection,
  status: NewStatus,
  at: Date,
): Promise<StoredStatus | 'too-many' | undefined> {
  return db.transaction(async (tx) => {
    if (status.maxLive !== undefined) {
      // One owner's starts take turns, also across servers, so that parallel starts cannot pass the limit. The
      // two-key lock lives apart from the one-key locks on codes below.
      await tx.query('SELECT pg_advisory_xact_lock(1, hashtext($1))', [status.owner]);
      const { rows } = await tx.query<{ live: number }>(
        'SELECT count(*)::int AS live FROM statuses WHERE owner = $1',
        [status.owner],
      );
      if ((rows[0]?.live ?? 0) >= status.maxLive) return 'too-many';
    }
    // Serialises the check of the ended codes and the insert, also across servers sharing a PostgreSQL.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [status.codeHash]);
    const ended = await tx.query('SELECT 1 FROM ended_statuses WHERE code_hash = $1 AND forget_at > $2', [
      status.codeHash,
      at,
    ]);
    if (ended.rows.length > 0) return undefined;
    await tx.query('DELETE FROM ended_statuses WHERE code_hash = $1', [status.codeHash]);
    const { rows } = await tx.query<StatusRow>(
      `INSERT INTO statuses (owner, code_hash, details, end_time, started_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (code_hash) DO NOTHING
       RETURNING ${STATUS_COLUMNS}`,
      [status.owner, status.codeHash, JSON.stringify(status.details), status.endTime, at],
    );
    return rows[0] ? withTrail(tx, toStatus(rows[0])) : undefined;
  });
}

/**
 * Applies a change to a status of this owner; undefined when there is none with this id (or it is not theirs). The
 * row's trigger (migration 8) moves its version on, keeps `updated_at` later than before, and tells the listeners.
 */
export async function updateStatus(
  db: Sql,
  id: string,
  owner: string,
  change: StatusChange,
  at: Date,
): Promise<StoredStatus | undefined> {
  const { rows } = await db.query<StatusRow>(
    `UPDATE statuses
     SET details = details || $3::jsonb,
         end_time = CASE WHEN $4::boolean THEN $5::timestamptz ELSE end_time END,
         updated_at = $6
     WHERE id = $1 AND owner = $2
     RETURNING ${STATUS_COLUMNS}`,
    [id, owner, JSON.stringify(change.details), change.endTime !== undefined, change.endTime ?? null, at],
  );
  if (!rows[0]) return undefined;
  const status = toStatus(rows[0]);
  return change.details.location ? withTrail(db, status) : status;
}

/** A status by its id (a stream's read of a changed status); undefined once it is gone. */
export async function readStatus(db: Sql, id: string): Promise<StoredStatus | undefined> {
  const { rows } = await db.query<StatusRow>(`SELECT ${STATUS_COLUMNS} FROM statuses WHERE id = $1`, [id], {
    name: 'read-status',
  });
  return rows[0] ? toStatus(rows[0]) : undefined;
}

/**
 * Stores a hero's answer under a status and makes it a change of that status: its version moves on and every
 * server's streams hear of it (the row's triggers), while its `updated_at`, the phone's last update, stays. The
 * status's answers are counted and added one at a time, on any server. Answers a refusal past `limits` (see
 * `placeRefusal`), undefined when the status is gone.
 */
export async function acknowledge(
  db: SqlConnection,
  answer: NewAcknowledgement,
  at: Date,
  holder: PlaceHolder,
  limits: PlaceLimits & { perHero: number },
): Promise<StoredAcknowledgement | PlaceRefusal | undefined> {
  return db.transaction(async (tx) => {
    const locked = await tx.query('SELECT 1 FROM statuses WHERE id = $1 FOR UPDATE', [answer.statusId]);
    if (locked.rows.length === 0) return undefined;
    // Heroes are counted, not their answers: a hero who changes their answer takes no new place (and keeps only
    // their latest `perHero` answers), so that no one fills the status by answering again and again.
    const { rows } = await tx.query<PlacesTaken>(
      `SELECT count(DISTINCT hero) FILTER (WHERE hero <> $4)::int AS total,
              count(DISTINCT hero) FILTER (WHERE client_key = $2 AND hero <> $4)::int AS client,
              count(DISTINCT hero) FILTER (WHERE network_key = $3 AND hero <> $4)::int AS network
       FROM acknowledgements WHERE status_id = $1`,
      [answer.statusId, holder.clientKey, holder.networkKey, answer.hero],
    );
    const refused = rows[0] && placeRefusal(rows[0], limits);
    if (refused) return refused;
    const eta = answer.eta ?? null;
    const inserted = await tx.query<StoredAcknowledgement>(
      `INSERT INTO acknowledgements (status_id, hero, kind, name, at, client_key, network_key, eta_mode, eta_min, eta_max)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING kind, name, at, ${estimateOf('acknowledgements')} AS eta`,
      [
        answer.statusId,
        answer.hero,
        answer.kind,
        answer.name,
        at,
        holder.clientKey,
        holder.networkKey,
        eta?.mode ?? null,
        eta?.minMinutes ?? null,
        eta?.maxMinutes ?? null,
      ],
    );
    await tx.query(
      `DELETE FROM acknowledgements WHERE status_id = $1 AND hero = $2 AND id NOT IN (
         SELECT id FROM acknowledgements WHERE status_id = $1 AND hero = $2 ORDER BY at DESC, id DESC LIMIT $3)`,
      [answer.statusId, answer.hero, limits.perHero],
    );
    // Sets no column but the version, which the trigger moves on: an answer is not an update from the phone.
    await tx.query('UPDATE statuses SET version = version WHERE id = $1', [answer.statusId]);
    return inserted.rows[0];
  });
}

/** A status of this owner with every answer it got, newest first; undefined when this owner has none with this id. */
export async function readOwnStatus(
  db: Sql,
  id: string,
  owner: string,
): Promise<{ status: StoredStatus; acknowledgements: StoredAcknowledgement[] } | undefined> {
  const { rows } = await db.query<StatusRow>(
    `SELECT ${STATUS_COLUMNS} FROM statuses WHERE id = $1 AND owner = $2`,
    [id, owner],
  );
  if (!rows[0]) return undefined;
  const answers = await db.query<StoredAcknowledgement>(
    `SELECT kind, name, at, ${estimateOf('acknowledgements')} AS eta FROM acknowledgements
     WHERE status_id = $1 ORDER BY at DESC, id DESC`,
    [id],
  );
  return { status: toStatus(rows[0]), acknowledgements: answers.rows };
}

/**
 * Deletes a status of this owner at once, keeping only its code's hash until `forgetAt` (for the 'ended' answer).
 * Answers false when there is none with this id (or it is not theirs).
 */
export async function endStatus(db: Sql, id: string, owner: string, forgetAt: Date): Promise<boolean> {
  const { rows } = await db.query(
    `WITH gone AS (DELETE FROM statuses WHERE id = $1 AND owner = $2 RETURNING code_hash)
     INSERT INTO ended_statuses (code_hash, forget_at) SELECT code_hash, $3 FROM gone
     ON CONFLICT (code_hash) DO UPDATE SET forget_at = EXCLUDED.forget_at
     RETURNING code_hash`,
    [id, owner, forgetAt],
  );
  return rows.length > 0;
}

/** One lookup of a batch: a code's hash at a moment, and the failed lookups that make its client a suspect. */
export interface LookupRequest {
  codeHash: string;
  at: Date;
  retentionHours: number;
  /** Whose failed lookups of which kind make it a suspect (the client, its network)... */
  misses: { key: string; kind: string }[];
  /** ...when they happened after this moment. */
  missesSince: Date;
}

/** What a lookup reads: whether the code finds a live or an ended status, and whether its client missed lately. */
export interface LookupRead {
  lookup: StatusLookup;
  recentMisses: boolean;
}

/** A row of a batch's read: a status, an ended code (`at`: when it is forgotten), or a client's latest miss. */
type LookupRow =
  | ({ source: 'status'; key: string } & StatusRow)
  | { source: 'ended'; key: string; at: Date }
  | { source: 'miss'; key: string; kind: string; at: Date };

/**
 * The one read of the hero lookups that arrived together: a named statement, planned once per connection. $1 the
 * codes' hashes, $2 the earliest moment, $3 and $4 the keys and kinds of failed lookups that count, $5 since when;
 * every row is checked against its own lookup's moment afterwards.
 */
export const LOOKUP_STATEMENT = `SELECT 'status' AS source, s.code_hash AS key, NULL AS kind,
       s.id, s.owner, s.details, s.end_time, s.started_at, s.updated_at, s.version, s.emergency_since,
       NULL::timestamptz AS at,
       ${latestAnswers('s')} AS acknowledgements, ${trailOf('s')} AS trail,
       ${latestPositionRequest('s')} AS position_request, ${viewerCount('s')} AS viewers
FROM statuses AS s WHERE s.code_hash = ANY ($1::text[])
UNION ALL
SELECT 'ended', e.code_hash, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, e.forget_at, NULL, NULL, NULL, NULL
FROM ended_statuses AS e WHERE e.code_hash = ANY ($1::text[]) AND e.forget_at > $2
UNION ALL
SELECT 'miss', t.client_key, t.kind, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, max(t.at), NULL, NULL, NULL, NULL
FROM throttle_events AS t WHERE t.client_key = ANY ($3::text[]) AND t.kind = ANY ($4::text[]) AND t.at > $5
GROUP BY t.client_key, t.kind`;

const earliest = (dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));

/**
 * What each code's hash finds at its moment, read for many lookups at once. An expired countdown stays live (shown
 * as expired) until `retentionHours` after its end; past that it counts as ended even before the sweep deletes it.
 * The same read answers whether any of each lookup's `misses` happened since its `missesSince`.
 */
export async function readLookups(db: Sql, requests: readonly LookupRequest[]): Promise<LookupRead[]> {
  const misses = requests.flatMap((request) => request.misses);
  const { rows } = await db.query<LookupRow>(
    LOOKUP_STATEMENT,
    [
      [...new Set(requests.map((request) => request.codeHash))],
      earliest(requests.map((request) => request.at)),
      [...new Set(misses.map((miss) => miss.key))],
      [...new Set(misses.map((miss) => miss.kind))],
      earliest(requests.map((request) => request.missesSince)),
    ],
    { name: 'lookup-statuses' },
  );
  const statuses = new Map<string, StatusRow>();
  const forgetAt = new Map<string, number>();
  const latestMiss = new Map<string, number>();
  for (const row of rows) {
    if (row.source === 'status') statuses.set(row.key, row);
    else if (row.source === 'ended') forgetAt.set(row.key, row.at.getTime());
    else latestMiss.set(`${row.kind}|${row.key}`, row.at.getTime());
  }
  return requests.map(({ codeHash, at, retentionHours, misses, missesSince }) => {
    const recentMisses = misses.some(
      ({ key, kind }) => (latestMiss.get(`${kind}|${key}`) ?? 0) > missesSince.getTime(),
    );
    const row = statuses.get(codeHash);
    if (row) {
      const visibleUntil = row.end_time ? row.end_time.getTime() + retentionHours * HOUR_MS : Infinity;
      const lookup: StatusLookup =
        at.getTime() < visibleUntil ? { state: 'live', status: toStatus(row) } : { state: 'ended' };
      return { lookup, recentMisses };
    }
    const ended = (forgetAt.get(codeHash) ?? 0) > at.getTime();
    return { lookup: ended ? { state: 'ended' } : { state: 'unknown' }, recentMisses };
  });
}

/**
 * Reads each lookup with the others of its turn of the event loop: under load many arrive in one turn (all
 * those that came in while the last statement ran), and one statement for all of them costs little more than
 * one for each. A lookup on its own waits only for the end of its turn. DataLoader's own schedule ends a batch
 * before the next I/O callback, which would leave every request a batch of its own; nothing is cached.
 *
 * @example
 * const read = lookupReader(db);
 * const [first, second] = await Promise.all([read(oneLookup), read(another)]); // one statement
 */
export function lookupReader(db: Sql): (request: LookupRequest) => Promise<LookupRead> {
  const loader = new DataLoader<LookupRequest, LookupRead>((requests) => readLookups(db, requests), {
    cache: false,
    batchScheduleFn: (callback) => setImmediate(callback),
  });
  return (request) => loader.load(request);
}

/**
 * Deletes expired countdowns `retentionHours` after their end (their codes then answer 'ended' for as long again)
 * and forgets ended codes whose time is up. PostgreSQL's autovacuum then takes the deleted rows out of the files.
 */
export async function sweepStatuses(
  db: Sql,
  at: Date,
  retentionHours: number,
): Promise<{ ended: number; forgotten: number }> {
  const cutoff = new Date(at.getTime() - retentionHours * HOUR_MS);
  const forgetAt = new Date(at.getTime() + retentionHours * HOUR_MS);
  const ended = await db.query(
    `WITH gone AS (DELETE FROM statuses WHERE end_time <= $1 RETURNING code_hash)
     INSERT INTO ended_statuses (code_hash, forget_at) SELECT code_hash, $2 FROM gone
     ON CONFLICT (code_hash) DO UPDATE SET forget_at = EXCLUDED.forget_at
     RETURNING code_hash`,
    [cutoff, forgetAt],
  );
  const forgotten = await db.query('DELETE FROM ended_statuses WHERE forget_at <= $1 RETURNING code_hash', [
    at,
  ]);
  return { ended: ended.rows.length, forgotten: forgotten.rows.length };
}

/**
 * Ends, as a stop would, every status last updated at or before `idleBefore`: the row and everything in it is
 * deleted, and its code answers 'ended' until `forgetAt`. A status without an end time would otherwise never end.
 * Answers how many ended.
 */
export async function endIdleStatuses(db: Sql, idleBefore: Date, forgetAt: Date): Promise<number> {
  const { rows } = await db.query(
    `WITH gone AS (DELETE FROM statuses WHERE updated_at <= $1 RETURNING code_hash)
     INSERT INTO ended_statuses (code_hash, forget_at) SELECT code_hash, $2 FROM gone
     ON CONFLICT (code_hash) DO UPDATE SET forget_at = EXCLUDED.forget_at
     RETURNING code_hash`,
    [idleBefore, forgetAt],
  );
  return rows.length;
}

/** The statuses' queries, as the store offers them. */
export const statusQueries = {
  createStatus,
  updateStatus,
  readStatus,
  readOwnStatus,
  acknowledge,
  endStatus,
  endIdleStatuses,
  sweepStatuses,
};
