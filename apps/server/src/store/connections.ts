import { type messages, type PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlConnection } from './migrations.js';

type Queries = Omit<SqlConnection, 'transaction'>;

const { serialize } = protocol;

/** A connection the store can also close. */
export interface ClosableConnection extends SqlConnection {
  /**
   * Runs `run` while holding the named locks, so that its reads and writes are atomic against every other holder
   * of one of those names, in this process and in any other server on the same database.
   */
  exclusive<T>(names: readonly string[], run: (db: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/**
 * Locks by name within this process: each holder waits for the previous holders of its names. All names are
 * claimed at once (JavaScript runs one thing at a time), so two holders never wait on each other in a circle.
 */
function namedLocks() {
  const tails = new Map<string, Promise<void>>();
  return async <T>(names: readonly string[], run: () => Promise<T>): Promise<T> => {
    const previous = names.map((name) => tails.get(name));
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const name of names) tails.set(name, mine);
    await Promise.all(previous);
    try {
      return await run();
    } finally {
      release();
      for (const name of names) if (tails.get(name) === mine) tails.delete(name);
    }
  };
}

/** What PostgreSQL said of a prepared statement: the types of its parameters and the columns of its rows. */
interface Prepared {
  sql: string;
  parameterTypes: number[];
  columns: messages.BackendMessage[];
}

/**
 * Named statements on PGlite, as a PostgreSQL driver runs them: parsed and described once, then each run is one
 * batch of bind, execute and sync, one call into PGlite's WebAssembly where `PGlite.query` makes six. `inTransaction`
 * runs it between the statements of the transaction that holds PGlite; otherwise it waits for PGlite to be free.
 */
function namedStatements(db: PGlite) {
  const prepared = new Map<string, Prepared>();
  const exchange = (message: Uint8Array, inTransaction: boolean) =>
    db.execProtocolStream(message, { syncToFs: !inTransaction });

  async function prepare(name: string, sql: string, inTransaction: boolean): Promise<Prepared> {
    const known = prepared.get(name);
    if (known) {
      if (known.sql !== sql)
        throw new Error(`The statement name ${name} is already taken by another statement.`);
      return known;
    }
    const answer = await exchange(
      Buffer.concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      inTransaction,
    );
    const statement = {
      sql,
      parameterTypes: parse.parseDescribeStatementResults(answer),
      columns: answer.filter((message) => message.name === 'rowDescription'),
    };
    prepared.set(name, statement);
    return statement;
  }

  return async function run<T>(
    name: string,
    sql: string,
    params: unknown[],
    inTransaction: boolean,
  ): Promise<{ rows: T[] }> {
    const statement = await prepare(name, sql, inTransaction);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.parameterTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await exchange(
      Buffer.concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      inTransaction,
    );
    const [result] = parse.parseResults([...statement.columns, ...answer], db.parsers);
    return { rows: (result?.rows ?? []) as T[] };
  };
}

/**
 * PGlite already offers `query`, `exec` and `transaction` in the shape the store uses; a named statement is kept
 * prepared (see `namedStatements`). PGlite belongs to one process (the data folder is locked), so its named locks
 * are this process's: no transaction.
 */
export function pgliteConnection(db: PGlite): ClosableConnection {
  const withLocks = namedLocks();
  const runNamed = namedStatements(db);
  const queries = (target: PGlite | Transaction): Queries => {
    const inTransaction = target !== db;
    return {
      query: <T>(sql: string, params: unknown[] = [], options?: { name?: string }) => {
        const name = options?.name;
        if (!name) return target.query<T>(sql, params);
        const run = () => runNamed<T>(name, sql, params, inTransaction);
        // Between a transaction's statements, PGlite's query lock is enough; otherwise it also waits for any
        // transaction to end, as `PGlite.query` does.
        return inTransaction ? db.runExclusive(run) : db._runExclusiveTransaction(() => db.runExclusive(run));
      },
      exec: (sql) => target.exec(sql),
    };
  };
  const outside = queries(db);
  return {
    ...outside,
    transaction: (run) => db.transaction((tx) => run(queries(tx))),
    exclusive: (names, run) => withLocks(names, () => run(outside)),
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
  const query = async <T>(sql: string, params?: unknown[], options?: { name?: string }) => {
    const result = await pool.query({ text: sql, values: params, name: options?.name });
    return { rows: result.rows as T[] };
  };
  const connection: ClosableConnection = {
    query,
    exec: (sql) => pool.query(sql),
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
      const client = await pool.connect();
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
  return connection;
}
