import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlConnection } from './migrations.js';

/** A connection the store can also close. */
export interface ClosableConnection extends SqlConnection {
  close(): Promise<void>;
  readonly closed: boolean;
}

/** PGlite already offers `query`, `exec` and `transaction` in the shape the store uses. */
export function pgliteConnection(db: PGlite): ClosableConnection {
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (run) => db.transaction((tx) => run(tx)),
    close: () => db.close(),
    get closed() {
      return db.closed;
    },
  };
}

/**
 * A `pg` pool of `poolSize` connections to one PostgreSQL. A transaction holds one connection from BEGIN to COMMIT;
 * other queries take whichever connection is free.
 */
export function pgPoolConnection(options: { url: string; poolSize: number }): ClosableConnection {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  // An idle connection that breaks (the database restarts) is dropped by the pool; without a listener the error
  // would end the process.
  pool.on('error', (error) => console.error('A PostgreSQL connection failed:', error.message));
  let closed = false;
  const query = async <T>(sql: string, params?: unknown[]) => {
    const result = await pool.query(sql, params);
    return { rows: result.rows as T[] };
  };
  return {
    query,
    exec: (sql) => pool.query(sql),
    async transaction(run) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await run({
          query: async <T>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params)).rows as T[],
          }),
          exec: (sql) => client.query(sql),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    get closed() {
      return closed;
    },
  };
}
