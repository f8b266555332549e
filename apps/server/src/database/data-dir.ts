// The data folder of the embedded store: private to the server (and, as root, to the database user's group),
// whatever the umask, and checked before anything is written to it.
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, chown, mkdir, readlink, stat, symlink } from 'node:fs/promises';
import { basename, join, parse, resolve } from 'node:path';
import { OwnDatabaseError } from './database-error.js';
import { type DatabaseUser, firstUnreachable, narrowTree } from './file-access.js';

/** Where, as root, the clusters of data folders out of the database user's reach are kept (see `clusterFolder`). */
export const REACHABLE_CLUSTERS = '/var/lib/safety-companion';

/** Where an earlier version kept its PGlite database. */
export const LEGACY_PGLITE_FOLDER = 'pglite';

function reason(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/**
 * Creates the data folder when missing and makes it private: `o=---` for it and everything in it (an existing
 * wider folder is narrowed). As root, the database user's group may pass through it (`0710`) to the cluster, which
 * that user owns. Throws an `OwnDatabaseError` naming `DATA_DIR` when the folder cannot be written.
 */
export async function prepareDataDir(dataDir: string, user: DatabaseUser | undefined): Promise<void> {
  try {
    // Folders made above it keep the usual mode (the database user may have to pass them); it is narrowed below.
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await access(dataDir, constants.W_OK);
  } catch (error) {
    throw new OwnDatabaseError(
      `cannot write to ${dataDir} (${reason(error)}); choose a folder this user can write, or set DATABASE_URL.`,
    );
  }
  const own = await stat(dataDir);
  // Its modes are about to change, recursively: never those of a folder shared with others, such as /tmp.
  if (own.mode & 0o1000 || dataDir === parse(dataDir).root) {
    throw new OwnDatabaseError(`${dataDir} is a shared folder; give the server a folder of its own in it.`);
  }
  if (user) {
    await chown(dataDir, own.uid, user.gid);
    await chmod(dataDir, 0o710);
  } else {
    await chmod(dataDir, own.mode & 0o700);
  }
  await narrowTree(dataDir);
}

/**
 * The folder the cluster of `linked` (`<dataDir>/postgres`) runs in: that one, unless, as root, a folder above the
 * data folder keeps the database user out (a checkout in a private folder, such as one `mktemp -d` makes, or under
 * /root). Then the cluster, its log, socket and binaries live in a folder of their own under `REACHABLE_CLUSTERS`,
 * named after the data folder and open to the database user's group only, and `linked` is a link to it. Throws a
 * `OwnDatabaseError` naming `DATA_DIR` when that folder cannot be made, or something else is in the link's place.
 */
export async function clusterFolder(linked: string, user: DatabaseUser | undefined): Promise<string> {
  const dataDir = resolve(linked, '..');
  const blocked = user && firstUnreachable(user, dataDir);
  if (!user || !blocked) return linked;
  const home = join(REACHABLE_CLUSTERS, createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  const cluster = join(home, basename(linked));
  const current = await readlink(linked).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? undefined : '',
  );
  if (current !== undefined && current !== cluster) {
    throw new OwnDatabaseError(
      `${linked} is in the way: the user ${user.name} cannot pass through ${blocked}, so the database is kept in ` +
        `${cluster}, linked from there. Move ${linked} away.`,
    );
  }
  try {
    await mkdir(home, { recursive: true, mode: 0o710 });
    for (const folder of [REACHABLE_CLUSTERS, home]) {
      await chown(folder, 0, user.gid);
      await chmod(folder, 0o710);
    }
  } catch (error) {
    throw new OwnDatabaseError(
      `PostgreSQL cannot run as root; it runs as the user ${user.name}, who cannot pass through ${blocked}, and ` +
        `${home} could not be made for it (${reason(error)}). Set DATA_DIR to a folder it can reach, or set ` +
        'DATABASE_URL.',
    );
  }
  if (current === undefined) await symlink(cluster, linked);
  return cluster;
}

/** The PGlite folder an earlier version left in `dataDir`, if there is one still to import. */
export async function legacyPgliteFolder(dataDir: string): Promise<string | undefined> {
  const folder = join(dataDir, LEGACY_PGLITE_FOLDER);
  return (await stat(folder).catch(() => undefined))?.isDirectory() ? folder : undefined;
}
