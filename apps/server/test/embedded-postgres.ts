// A throwaway PostgreSQL cluster for the test run and the benchmark, started as the server starts its own (the same
// binaries, the same user, a Unix socket), in a new temporary folder that `stop` removes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { prepareDataDir } from '../src/database/data-dir.js';
import { startCluster } from '../src/database/embedded-postgres.js';
import { databaseUser } from '../src/database/postgres-binaries.js';
import { migrate } from '../src/store/migrations.js';

/** Databases the tests create start with this (dropped after the run on a PostgreSQL given by `DATABASE_URL`). */
export const TEST_DATABASE_PREFIX = 'safety_test_';

export interface RunningPostgres {
  /** postgres://… of the cluster's `postgres` database, as the superuser. */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Creates and starts a cluster in a new temporary folder. `durable: false` turns fsync and synchronous commits off,
 * for tests. Rejects with PostgreSQL's reason when it cannot start.
 *
 * @example
 * const postgres = await startTestPostgres({ durable: false });
 * await postgres.stop();
 */
export async function startTestPostgres(options: { durable?: boolean } = {}): Promise<RunningPostgres> {
  const folder = await mkdtemp(join(tmpdir(), 'safety-postgres-'));
  try {
    const user = databaseUser();
    await prepareDataDir(folder, user);
    const cluster = await startCluster({ dir: join(folder, 'postgres'), user, durable: options.durable });
    return {
      url: cluster.url,
      pid: cluster.pid,
      stop: async () => {
        await cluster.stop();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** `url` with another database. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.href;
}

/** Runs one statement as the cluster's admin (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string, params: unknown[] = []) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(sql, params);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a database with every migration applied, for the test files to clone (`CREATE DATABASE … TEMPLATE`): no
 * file pays for the migrations. Answers its name.
 */
export async function createTemplateDatabase(url: string): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}template_${process.pid}_${Date.now()}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const client = new pg.Client({ connectionString: databaseUrl(url, name) });
  await client.connect();
  try {
    await migrate({
      query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
      exec: (sql) => client.query(sql),
      transaction: async (run) => {
        await client.query('BEGIN');
        try {
          const result = await run({
            query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
            exec: (sql) => client.query(sql),
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
    });
  } finally {
    await client.end();
  }
  return name;
}
