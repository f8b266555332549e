// The end of statuses the app stopped updating: plain PostgreSQL on any `SqlConnection`, like the other queries.
import type { SqlConnection } from './migrations.js';

/**
 * Ends, as a stop would, every status last updated at or before `idleBefore`: the row and everything in it is
 * deleted, and its code answers 'ended' until `forgetAt`. A status without an end time would otherwise never end.
 * Answers how many ended.
 */
export async function endIdleStatuses(
  db: Omit<SqlConnection, 'transaction'>,
  idleBefore: Date,
  forgetAt: Date,
): Promise<number> {
  const { rows } = await db.query(
    `WITH gone AS (DELETE FROM statuses WHERE updated_at <= $1 RETURNING code_hash)
     INSERT INTO ended_statuses (code_hash, forget_at) SELECT code_hash, $2 FROM gone
     ON CONFLICT (code_hash) DO UPDATE SET forget_at = EXCLUDED.forget_at
     RETURNING code_hash`,
    [idleBefore, forgetAt],
  );
  return rows.length;
}
