#!/usr/bin/env node
// `pglite-export <folder>`: prints the admins, feedback and statuses of an earlier version's PGlite data folder as one
// JSON object on stdout ({ "<table>": [rows as JSON] }), for the server's `data:import-pglite`. With `--exec`, runs
// the SQL read from stdin in the folder instead (creating it when missing): the server's tests make such a folder so.
import { PGlite } from '@electric-sql/pglite';

/** The tables the import copies; sessions, throttle events and spent challenges are not worth keeping. */
const TABLES = ['admins', 'feedback', 'statuses', 'ended_statuses'];

const [folder, mode] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: pglite-export <PGlite folder> [--exec]');
  process.exit(2);
}

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

const db = new PGlite(folder);
try {
  await db.waitReady;
  if (mode === '--exec') {
    await db.exec(await readStdin());
  } else {
    const tables = {};
    for (const table of TABLES) {
      const { rows } = await db.query('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
      if (!rows[0]?.present) continue;
      // row_to_json writes bytea as \x… hex and times as ISO text: json_populate_recordset reads both back.
      const result = await db.query(`SELECT coalesce(json_agg(t), '[]'::json) AS rows FROM ${table} t`);
      tables[table] = result.rows[0]?.rows ?? [];
    }
    process.stdout.write(JSON.stringify(tables));
  }
} finally {
  await db.close();
}
