import pg from 'pg';
import type { Sql, SqlConnection } from './migrations.js';

/**
 * The database cannot be reached right now (down, restarting, refusing connections): the request may succeed a
 * little later. Every other failure of the store is a bug or a bad request, answered 500.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError' as const;
}

/** True for a `StoreUnavailableError`, also one from another copy of this module. */
export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return (
    error instanceof StoreUnavailableError ||
    (error instanceof Error && error.name === 'StoreUnavailableError')
  );
}

/** A connection the store can also close. */
export interface ClosableConnection extends SqlConnection {
  /**
   * Runs `run` while holding the named locks, so that its reads and writes are atomic against every other holder
   * of one of those names, in this process and in any other server on the same database.
   */
  exclusive<T>(names: readonly string[], run: (db: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly closed: boolean;
  /** The address of the database, for a connection of its own (the change listener). */
  readonly url: string;
}

/** Socket errors of a database that is not there (or went away), as Node names them. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when an error says the database cannot be reached now: a socket error, a connection lost or timed out
 * (`pg` says so in words only), SQLSTATE class 08 (connection exception), or 57P01–57P03 (shutting down, crashed,
 * starting up).
 */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_ERRORS.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))
  )
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

/** Rethrows an unreachable database's error as a `StoreUnavailableError` (the original as its cause). */
function unavailable(error: unknown): never {
  if (isUnreachable(error))
    throw new StoreUnavailableError('The database cannot be reached.', { cause: error });
  throw error;
}

/** How long a request waits for a connection to a database that does not answer. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A `pg` pool of `poolSize` connections to one PostgreSQL. A transaction holds one connection from BEGIN to COMMIT;
 * other queries take whichever connection is free. While the database cannot be reached, calls reject with a
 * `StoreUnavailableError`; the pool connects again on the next call, so the store recovers by itself.
 */
export function pgPoolConnection(options: { url: string; poolSize: number }): ClosableConnection {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection that breaks (the database restarts) is dropped by the pool; without a listener the error
  // would end the process.
  pool.on('error', (error) => console.error('A PostgreSQL connection failed:', error.message));
  // A client out of the pool (a transaction's, a query's) has no pool listener: a database that goes away between
  // its statements, or in the very packet that ends its connection's start, would end the process with an unhandled
  // 'error' event. Its queries fail with the error anyway: the event only needs a listener. The pool emits 'acquire'
  // before it takes its own listener off, and 'release' after it puts it back: a client is never without one.
  const whileOut = () => {};
  pool.on('acquire', (client) => client.on('error', whileOut));
  pool.on('release', (_error, client) => client.off('error', whileOut));
  let closed = false;
  const query = async <T>(sql: string, params?: unknown[], options?: { name?: string }) => {
    const result = await pool.query({ text: sql, values: params, name: options?.name }).catch(unavailable);
    return { rows: result.rows as T[] };
  };
  const connection: ClosableConnection = {
    query,
    exec: (sql) => pool.query(sql).catch(unavailable),
    // Advisory locks held to the end of a transaction: they also hold against other servers on the database. One
    // statement takes them all in one (sorted) order, so two holders never wait on each other in a circle.
    exclusive: (names, run) =>
      connection.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext(name)) FROM unnest($1::text[]) AS name', [
          [...names].sort(),
        ]);
        return run(tx);
      }),
    async transaction(run) {
      const client = await pool.connect().catch(unavailable);
      try {
        await client.query('BEGIN');
        const result = await run({
          query: async <T>(sql: string, params?: unknown[], options?: { name?: string }) => ({
            rows: (await client.query({ text: sql, values: params, name: options?.name })).rows as T[],
          }),
          exec: (sql) => client.query(sql),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        return unavailable(error);
      } finally {
        // A broken connection is not queryable, and the pool closes it rather than hand it to the next request.
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
    url: options.url,
  };
  return connection;
}
