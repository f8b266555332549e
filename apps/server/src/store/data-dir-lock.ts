import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** PGlite is a single-process database: two processes writing one folder would corrupt it. */
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates the data folder and claims it for this process with a `server.lock` file holding the process id.
 * A lock left by a process that is gone is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return {
        release: async () => {
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      // Stale, unreadable, or our own (a store opened twice in one process is a bug, not a crash to survive).
      if (pid === process.pid) throw new DataDirLockedError(dataDir, pid);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
