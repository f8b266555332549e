// The data folder of the embedded store: private to the server (and, as root, to the database user's group),
// whatever the umask, and checked before anything is written to it.
import { constants } from 'node:fs';
import { access, chmod, chown, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { ConfigError } from '../config.js';
import { type DatabaseUser, firstUnreachable } from './postgres-binaries.js';

/** Where an earlier version kept its PGlite database. */
export const LEGACY_PGLITE_FOLDER = 'pglite';

/** Takes "others" out of the mode of everything under `path` (symbolic links aside), and gives what this process owns to `gid`. */
export async function narrowTree(path: string, gid?: number): Promise<void> {
  const entry = await lstat(path);
  if (entry.isSymbolicLink()) return;
  if (gid !== undefined && entry.uid === process.getuid?.()) await chown(path, entry.uid, gid);
  if (entry.mode & 0o007) await chmod(path, entry.mode & 0o7770);
  if (entry.isDirectory()) {
    for (const name of await readdir(path)) await narrowTree(join(path, name), gid);
  }
}

function reason(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/**
 * Creates the data folder when missing and makes it private: `o=---` for it and everything in it (an existing
 * wider folder is narrowed). As root, the database user's group may pass through it (`0710`) to the cluster, which
 * that user owns. Throws a `ConfigError` naming `DATA_DIR` when the folder cannot be written, or, as root, when a
 * folder above it keeps the database user out.
 */
export async function prepareDataDir(dataDir: string, user: DatabaseUser | undefined): Promise<void> {
  try {
    // Folders made above it keep the usual mode (the database user may have to pass them); it is narrowed below.
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await access(dataDir, constants.W_OK);
  } catch (error) {
    throw new ConfigError(
      'DATA_DIR',
      `cannot write to ${dataDir} (${reason(error)}); choose a folder this user can write, or set DATABASE_URL.`,
    );
  }
  const own = await stat(dataDir);
  // Its modes are about to change, recursively: never those of a folder shared with others, such as /tmp.
  if (own.mode & 0o1000 || dataDir === parse(dataDir).root) {
    throw new ConfigError(
      'DATA_DIR',
      `${dataDir} is a shared folder; give the server a folder of its own in it.`,
    );
  }
  if (user) {
    await chown(dataDir, own.uid, user.gid);
    await chmod(dataDir, 0o710);
  } else {
    await chmod(dataDir, own.mode & 0o700);
  }
  await narrowTree(dataDir);
  if (user) {
    const blocked = firstUnreachable(user, dataDir);
    if (blocked) {
      throw new ConfigError(
        'DATA_DIR',
        `PostgreSQL cannot run as root; it runs as the user ${user.name}, who cannot pass through ${blocked}. ` +
          'Set DATA_DIR to a folder outside it (for example /var/lib/safety-companion), or set DATABASE_URL.',
      );
    }
  }
}

/** The PGlite folder an earlier version left in `dataDir`, if there is one still to import. */
export async function legacyPgliteFolder(dataDir: string): Promise<string | undefined> {
  const folder = join(dataDir, LEGACY_PGLITE_FOLDER);
  return (await stat(folder).catch(() => undefined))?.isDirectory() ? folder : undefined;
}
