// What the database user may reach: the server runs PostgreSQL as that user when it runs as root, so the folders on
// the way to the binaries and the cluster must let it pass, and nothing of the server's may be open to others.
import { spawnSync } from 'node:child_process';
import { chmod, chown, lstat, readdir } from 'node:fs/promises';
import { join, parse, sep } from 'node:path';

/** Who runs PostgreSQL: this process's own user (`undefined`), or, as root, the database user. */
export interface DatabaseUser {
  name: string;
  uid: number;
  gid: number;
}

/** True when `user` can pass through (or read, with `-r`) `path`, tested as that user. */
export function reaches(user: DatabaseUser, path: string, test: '-x' | '-r' = '-x'): boolean {
  return spawnSync('test', [test, path], { uid: user.uid, gid: user.gid }).status === 0;
}

/** The first folder from the root down to `path` that `user` cannot pass through, if any. */
export function firstUnreachable(user: DatabaseUser, path: string): string | undefined {
  if (reaches(user, path)) return undefined;
  const { root } = parse(path);
  const parts = path.slice(root.length).split(sep).filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const folder = root + parts.slice(0, depth).join(sep);
    if (!reaches(user, folder)) return folder;
  }
  return path;
}

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
