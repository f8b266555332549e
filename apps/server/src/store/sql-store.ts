import { adminQueries } from './admin-queries.js';
import { alertQueries } from './alert-queries.js';
import { type ClosableConnection, pgPoolConnection } from './connections.js';
import { importQueries } from './import-queries.js';
import { migrate } from './migrations.js';
import { positionRequestQueries } from './position-request-queries.js';
import { listenForStatusChanges } from './status-listener.js';
import { statusQueries } from './status-queries.js';
import type { Bound, Store } from './store.js';
import { throttleQueries } from './throttle-queries.js';
import { viewerQueries } from './viewer-queries.js';

/** The store on PostgreSQL: what `SqlStore.openPostgres` answers. */
export type SqlStore = Store;

/** Each query of `queries` with `db` as its first argument. */
function bindQueries<Queries extends Record<string, (db: ClosableConnection, ...args: never[]) => unknown>>(
  db: ClosableConnection,
  queries: Queries,
): Bound<Queries> {
  return Object.fromEntries(
    Object.entries(queries).map(([name, query]) => [
      name,
      (...args: never[]) => (query as (db: ClosableConnection, ...rest: never[]) => unknown)(db, ...args),
    ]),
  ) as Bound<Queries>;
}

/** The store over one connection: the query modules' queries, the change listeners, and the connection's end. */
function storeOver(db: ClosableConnection, onClose: () => Promise<void>): Store {
  // The change listeners that are running; closing the store stops them.
  const listeners = new Set<() => Promise<void>>();
  return {
    ...bindQueries(db, adminQueries),
    ...bindQueries(db, statusQueries),
    ...bindQueries(db, alertQueries),
    ...bindQueries(db, throttleQueries),
    ...bindQueries(db, importQueries),
    ...bindQueries(db, positionRequestQueries),
    ...bindQueries(db, viewerQueries),
    async listenForStatusChanges(handlers) {
      const stopListening = await listenForStatusChanges(db.url, handlers);
      const stop = async () => {
        listeners.delete(stop);
        await stopListening();
      };
      listeners.add(stop);
      return stop;
    },
    async ping() {
      await db.query('SELECT 1', [], { name: 'ping' });
    },
    async close() {
      try {
        await Promise.all([...listeners].map((stop) => stop()));
        if (!db.closed) await db.close();
      } finally {
        await onClose();
      }
    },
  };
}

/**
 * The store on PostgreSQL at a URL (the server's own, or one that several servers share), through a `pg` pool. One
 * set of queries and migrations.
 */
export const SqlStore = {
  /**
   * Opens a PostgreSQL server's store through a pool of `poolSize` connections and brings its schema up to date
   * (servers starting together take turns). `onClose` runs once the pool has closed (or when opening fails): the
   * caller's own PostgreSQL stops there.
   *
   * @example
   * const store = await SqlStore.openPostgres({ url: 'postgres://app@db/safety', poolSize: 10 });
   */
  async openPostgres(options: {
    url: string;
    poolSize: number;
    onClose?: () => Promise<void>;
  }): Promise<Store> {
    const onClose = options.onClose ?? (async () => {});
    const db = pgPoolConnection(options);
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => {});
      await onClose();
      throw error;
    }
    return storeOver(db, onClose);
  },
};
