// The one-time import of an earlier version's data (see database/pglite-import.ts), plain PostgreSQL on any `SqlConnection`.
import type { SqlConnection } from './migrations.js';

/** The tables the one-time import of an earlier version's data fills. */
const IMPORTABLE = ['admins', 'feedback', 'statuses', 'ended_statuses'] as const;
type ImportedTable = (typeof IMPORTABLE)[number];

/**
 * Inserts rows given as JSON objects (column name → value) into their tables, in one transaction, keeping the rows
 * already there (same key); answers how many of each table were added.
 */
export async function importRows(
  db: SqlConnection,
  batches: readonly { table: ImportedTable; rows: unknown[] }[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
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

/** The import's query, as the store offers it. */
export const importQueries = { importRows };
