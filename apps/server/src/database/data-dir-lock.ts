import { type FileHandle, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The embedded store belongs to one server: two servers starting one cluster would fight over it. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError' as const;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(`The data folder ${dataDir} is in use by process ${pid}. Stop that process first.`);
    this.pid = pid;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Folders locked by this process: a store opened twice in one process is a bug, refused like a second server. */
const lockedHere = new Set<string>();

/** True while a process with this id exists, ours or another user's. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True when process `pid` has the lock file open. A live server keeps it open for its whole life, so a process that
 * merely reuses the id of a crashed one (process 1 in a restarted container, or any other) does not; nor does a
 * process of another user than the file's owner, since the server that holds the file created it. Where the
 * process's open files cannot be read (no `/proc`, another user's process), a running process counts as the owner.
 */
async function holdsLock(pid: number, file: string): Promise<boolean> {
  if (!isRunning(pid)) return false;
  let entries: string[];
  let lockFile: { dev: number; ino: number; uid: number };
  try {
    lockFile = await stat(file);
    // `/proc/<pid>` belongs to the user the process runs as.
    if ((await stat(`/proc/${pid}`)).uid !== lockFile.uid) return false;
    entries = await readdir(`/proc/${pid}/fd`);
  } catch {
    return true;
  }
  for (const entry of entries) {
    const target = await stat(`/proc/${pid}/fd/${entry}`).catch(() => undefined);
    if (target && target.dev === lockFile.dev && target.ino === lockFile.ino) return true;
  }
  return false;
}

/**
 * Creates the data folder and claims it for this process with a `server.lock` file holding the bare process id,
 * kept open while the lock is held. A lock whose process is gone, or does not hold the file, is stale and taken
 * over, so a restart always works; a second live server is refused.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const key = resolve(dataDir);
  if (lockedHere.has(key)) throw new DataDirLockedError(dataDir, process.pid);
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    let handle: FileHandle;
    try {
      handle = await open(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      // Our own id in a file we do not hold: left by an earlier life of this process id (a container's process 1).
      const live = Number.isInteger(pid) && pid > 0 && pid !== process.pid && (await holdsLock(pid, file));
      if (live) throw new DataDirLockedError(dataDir, pid);
      await rm(file, { force: true });
      continue;
    }
    try {
      await handle.writeFile(String(process.pid));
    } catch (error) {
      await handle.close();
      await rm(file, { force: true });
      throw error;
    }
    lockedHere.add(key);
    return {
      release: async () => {
        lockedHere.delete(key);
        await handle.close().catch(() => {});
        await rm(file, { force: true });
      },
    };
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
