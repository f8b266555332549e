// What the tests read of a store's database, and how they empty it: SQL over a connection of the tests' own, so that
// the store keeps no method that only tests call. Each reading opens its connection and closes it: a store is
// opened and closed by many owners (files, servers, the data folder's tests), none of which must wait on a reader.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLUSTER_FOLDER, startOwnDatabase } from '../src/database/own-database.js';
import { type FeedbackRow, toFeedbackRecord } from '../src/store/admin-queries.js';
import { type ClosableConnection, pgPoolConnection } from '../src/store/connections.js';
import { SqlStore } from '../src/store/sql-store.js';
import { lookupReader } from '../src/store/status-queries.js';
import type { FeedbackRecord, StatusLookup } from '../src/store/store.js';

/** The tables a test may read or empty. */
const TABLES = [
  'feedback',
  'statuses',
  'acknowledgements',
  'position_requests',
  'status_viewers',
  'status_positions',
  'ended_statuses',
  'throttle_events',
  'admin_sessions',
  'admins',
  'spent_challenges',
  'alert_subscriptions',
  'push_outbox',
] as const;
type Table = (typeof TABLES)[number];

/** The database each store the tests opened is on. */
const databases = new WeakMap<SqlStore, string>();

/**
 * Lets the readers below read the database of a store the test opened on `url`; answers the store.
 *
 * @example
 * const store = readable(await SqlStore.openPostgres({ url, poolSize: 3 }), url);
 * expect(await rowsOf(store, 'statuses')).toEqual([]);
 */
export function readable<T extends SqlStore>(store: T, url: string): T {
  databases.set(store, url);
  return store;
}

/**
 * The `pg` URL of the server's own PostgreSQL running in a data folder, as its superuser, from what PostgreSQL
 * writes in `postmaster.pid` (line 4 its port, line 5 its socket folder).
 */
async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const lines = (await readFile(join(dataDir, CLUSTER_FOLDER, 'postmaster.pid'), 'utf8')).split('\n');
  const [port, socketFolder] = [lines[3]?.trim(), lines[4]?.trim()];
  if (!port || !socketFolder) throw new Error(`No PostgreSQL runs in ${dataDir}.`);
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketFolder)}&port=${port}`;
}

/**
 * The store on the server's own PostgreSQL in `dataDir` (started as `npm start` starts it, stopped when the store
 * closes), with the store's database readable by the readers below.
 *
 * @example
 * const store = await openEmbeddedStore({ dataDir, poolSize: 1 });
 * expect(await listFeedback(store)).toEqual([]);
 */
export async function openEmbeddedStore(options: { dataDir: string; poolSize: number }): Promise<SqlStore> {
  const database = await startOwnDatabase(options.dataDir);
  const store = await SqlStore.openPostgres({
    url: database.url,
    poolSize: options.poolSize,
    onClose: database.stop,
  });
  try {
    return readable(store, await embeddedDatabaseUrl(options.dataDir));
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function reading<T>(store: SqlStore, read: (db: ClosableConnection) => Promise<T>): Promise<T> {
  const url = databases.get(store);
  if (!url) throw new Error('The readers know only the stores given to `readable` (openTestStore does).');
  const db = pgPoolConnection({ url, poolSize: 1 });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

/** Every row of a table, as stored: what is kept (and what is not). */
export function rowsOf(store: SqlStore, table: Table): Promise<unknown[]> {
  if (!TABLES.includes(table)) throw new Error(`Unknown table: ${table}`);
  return reading(store, async (db) => (await db.query(`SELECT * FROM ${table}`)).rows);
}

/**
 * Empties every table, for tests that share one store. Servers still running on the store (their alerts' sender,
 * their sweep) may hold one of the tables while waiting for another that the TRUNCATE holds: PostgreSQL then ends one
 * of the two as a deadlock (40P01), and the TRUNCATE, which is the test's own, is tried again.
 */
export async function emptyTables(store: SqlStore): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await reading(store, async (db) => {
        await db.exec(`TRUNCATE ${TABLES.join(', ')}`);
      });
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
    }
  }
}

export function countFeedback(store: SqlStore): Promise<number> {
  return reading(store, async (db) => {
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM feedback');
    return rows[0]?.count ?? 0;
  });
}

/** All feedback, oldest first. */
export function listFeedback(store: SqlStore): Promise<FeedbackRecord[]> {
  return reading(store, async (db) => {
    const { rows } = await db.query<FeedbackRow>('SELECT * FROM feedback ORDER BY created_at, id');
    return rows.map(toFeedbackRecord);
  });
}

/**
 * What a code's hash finds at a moment, counting against nobody: the store's own read of a hero's lookup, on its
 * own.
 */
export function findStatusByCodeHash(
  store: SqlStore,
  codeHash: string,
  at: Date,
  retentionHours: number,
): Promise<StatusLookup> {
  return reading(store, async (db) => {
    const read = lookupReader(db);
    return (await read({ codeHash, at, retentionHours, misses: [], missesSince: at })).lookup;
  });
}

/** The migrations applied so far, in order. */
export function schemaVersions(store: SqlStore): Promise<number[]> {
  return reading(store, async (db) => {
    const { rows } = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    return rows.map((row) => row.version);
  });
}

/** A setting of the database as it runs (`SHOW`): how it keeps writes. */
export function setting(
  store: SqlStore,
  name: 'fsync' | 'synchronous_commit' | 'full_page_writes',
): Promise<string> {
  return reading(store, async (db) => {
    const { rows } = await db.query<Record<string, string>>(`SHOW ${name}`);
    return rows[0]?.[name] ?? '';
  });
}
