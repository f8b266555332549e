// The one-time import of an earlier version's PGlite folder (`DATA_DIR/pglite`) into the store. PGlite is not a
// dependency of the server: the private package `@safety-companion/pglite-export` reads the folder in a process of
// its own and hands the rows over as JSON.
import { execFile } from 'node:child_process';
import { rename } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { SERVER_DIR } from '../config.js';
import type { SqlStore } from '../store/sql-store.js';

/** What the operator runs, as the server's start message names it. */
export const IMPORT_PGLITE_COMMAND = 'pnpm --filter @safety-companion/server data:import-pglite';

/** The tables copied, parents first. */
const IMPORTED_TABLES = ['admins', 'feedback', 'statuses', 'ended_statuses'] as const;

const EXPORT_SCRIPT = resolve(SERVER_DIR, '..', '..', 'packages', 'pglite-export', 'export.mjs');

/** Runs the export package's script on a PGlite folder; `sql` (for tests) is run in the folder instead. */
export async function runPgliteExport(folder: string, sql?: string): Promise<string> {
  const child = promisify(execFile)(process.execPath, [EXPORT_SCRIPT, folder, ...(sql ? ['--exec'] : [])], {
    maxBuffer: 1024 * 1024 * 1024,
  });
  child.child.stdin?.end(sql ?? '');
  return (await child).stdout;
}

/**
 * Copies the admins, feedback and statuses (with the codes of ended statuses) of the PGlite folder into the store,
 * keeping rows already there, then renames the folder to `<folder>-imported-<time>` so that the server stops naming
 * it. Answers how many rows of each table were added.
 */
export async function importPglite(
  store: SqlStore,
  folder: string,
  now = new Date(),
): Promise<Record<(typeof IMPORTED_TABLES)[number], number>> {
  const tables = JSON.parse(await runPgliteExport(folder)) as Record<string, unknown[]>;
  const added = await store.importRows(
    IMPORTED_TABLES.map((table) => ({ table, rows: tables[table] ?? [] })),
  );
  await rename(folder, `${folder}-imported-${now.toISOString().replaceAll(':', '-')}`);
  return Object.fromEntries(IMPORTED_TABLES.map((table, index) => [table, added[index] ?? 0])) as Record<
    (typeof IMPORTED_TABLES)[number],
    number
  >;
}
