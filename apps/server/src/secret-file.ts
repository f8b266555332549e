import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The secret in `<dataDir>/<name>`: 64 hex digits (32 random bytes), written on first use, readable by its owner
 * only. A file another user owns, or one others may read, is refused rather than trusted. Answers the secret and
 * its file.
 *
 * @example
 * const { secret, file } = await loadSecretFile(config.dataDir, 'access-code.secret');
 */
export async function loadSecretFile(
  dataDir: string,
  name: string,
): Promise<{ secret: string; file: string }> {
  const file = join(dataDir, name);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const { uid, mode } = await stat(file);
  if (process.getuid && uid !== process.getuid()) {
    throw new Error(`${file} belongs to another user; delete it, or start the server as its owner.`);
  }
  // A copy or an editor may have widened it: a secret stays its owner's.
  if (mode & 0o077) await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`The secret in ${file} is too short; delete the file.`);
  return { secret, file };
}
