// The server's own PostgreSQL, in its data folder: what `npm start` and the tests run when DATABASE_URL is unset.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { clusterFolder, prepareDataDir } from './data-dir.js';
import { lockDataDir } from './data-dir-lock.js';
import { startCluster } from './embedded-postgres.js';
import { databaseUser } from './postgres-binaries.js';

/** The cluster's folder in the data folder. */
export const CLUSTER_FOLDER = 'postgres';

/**
 * Whether this install has the embedded PostgreSQL at all: a production install (`pnpm deploy --prod`, the container)
 * has not (a development dependency), and then needs DATABASE_URL.
 */
export function hasEmbeddedPostgres(): boolean {
  try {
    createRequire(import.meta.url).resolve('embedded-postgres');
    return true;
  } catch {
    return false;
  }
}

/** Whether the server's own cluster in `dataDir` has yet to be made (its first start takes a moment longer). */
export function isFirstStart(dataDir: string): boolean {
  return !existsSync(join(dataDir, CLUSTER_FOLDER, 'PG_VERSION'));
}

/** A running PostgreSQL of the server's own. */
export interface OwnDatabase {
  /** The `pg` URL of its `postgres` database, through its private socket. */
  url: string;
  /** Resolves, with a message, when PostgreSQL ends without `stop`. */
  died: Promise<string>;
  /** Stops it (fast shutdown) and gives the data folder back. */
  stop(): Promise<void>;
}

/**
 * Starts the server's own PostgreSQL in `<dataDir>/postgres` (created on the first start; as root, out of the
 * database user's reach, a link to a folder it can reach, see `clusterFolder`), through a Unix socket in a private
 * folder, with fsync and synchronous commits on. The data folder is made private and locked against a second
 * server until `stop`. Throws an `OwnDatabaseError` (or `DataDirLockedError`) saying what to change.
 *
 * @example
 * const database = await startOwnDatabase('./data');
 * const store = await SqlStore.openPostgres({ url: database.url, poolSize: 10, onClose: database.stop });
 */
export async function startOwnDatabase(dataDir: string): Promise<OwnDatabase> {
  const user = databaseUser();
  await prepareDataDir(dataDir, user);
  const lock = await lockDataDir(dataDir);
  try {
    const cluster = await startCluster({
      dir: await clusterFolder(join(dataDir, CLUSTER_FOLDER), user),
      user,
    });
    return {
      url: cluster.url,
      died: cluster.died,
      stop: async () => {
        try {
          await cluster.stop();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
