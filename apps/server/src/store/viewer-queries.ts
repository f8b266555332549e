import type { Sql } from './migrations.js';

/** The number of pages that have the status `<table>.id` open (migration 18). */
export function viewerCount(table: string): string {
  return `(SELECT count(*)::int FROM status_viewers AS v WHERE v.status_id = ${table}.id)`;
}

/**
 * A page has the status open at `at`: a new page is added and the status's version moves on (every page hears the
 * new count); a known one is seen again only when it was last seen `renewMs` ago or more, so that a page costs the
 * database at most one small write a minute. Answers whether the page was new.
 */
export async function seePage(
  db: Sql,
  statusId: string,
  page: string,
  at: Date,
  renewMs: number,
): Promise<boolean> {
  const { rows } = await db.query<{ added: boolean }>(
    `WITH seen AS (
       INSERT INTO status_viewers (status_id, page, seen_at)
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM statuses WHERE id = $1)
       ON CONFLICT (status_id, page) DO UPDATE SET seen_at = EXCLUDED.seen_at
         WHERE status_viewers.seen_at <= EXCLUDED.seen_at - make_interval(secs => $4 / 1000.0)
       RETURNING (xmax = 0) AS added)
     SELECT added FROM seen`,
    [statusId, page, at, renewMs],
    { name: 'see-page' },
  );
  const added = rows[0]?.added ?? false;
  if (added) await db.query('UPDATE statuses SET version = version WHERE id = $1', [statusId]);
  return added;
}

/** A page closed its stream: it is forgotten at once, and the status's version moves on. */
export async function forgetPage(db: Sql, statusId: string, page: string): Promise<void> {
  const { rows } = await db.query(
    'DELETE FROM status_viewers WHERE status_id = $1 AND page = $2 RETURNING 1',
    [statusId, page],
  );
  if (rows.length > 0) await db.query('UPDATE statuses SET version = version WHERE id = $1', [statusId]);
}

/**
 * Forgets every page last seen before `before` (its network dropped, its poll stopped) and moves on the version of
 * each status that lost one, so that its pages hear the new count. Answers how many pages were forgotten.
 */
export async function forgetStalePages(db: Sql, before: Date): Promise<number> {
  const { rows } = await db.query<{ status_id: string }>(
    'DELETE FROM status_viewers WHERE seen_at < $1 RETURNING status_id',
    [before],
  );
  const statuses = [...new Set(rows.map((row) => row.status_id))];
  if (statuses.length > 0) {
    await db.query('UPDATE statuses SET version = version WHERE id = ANY ($1::uuid[])', [statuses]);
  }
  return rows.length;
}

/** The viewers' queries, as the store offers them. */
export const viewerQueries = { seePage, forgetPage, forgetStalePages };
