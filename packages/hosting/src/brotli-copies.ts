import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { contentTypeFor } from './content-types';
import { BROTLI_SUFFIX, isPrivate } from './site-app';

/** Below this, compression saves too little to be worth a copy (the size from which hosts gzip too). */
const MIN_BYTES = 1024;

const compress = promisify(brotliCompress);

/**
 * Writes a Brotli copy (at the highest quality) beside each text file of the built site in `siteDir` of 1 KiB or
 * more, once, when the site is built; `siteApp` sends it to the clients that accept Brotli. For a page's code that
 * is about an eighth fewer bytes than gzip, which a hero on a weak signal waits for, and it costs a host no work
 * per request. Files no host serves (`isPrivate`: dotfiles, the hosting file, the copies) get none. Answers the
 * copies' paths, relative to `siteDir`.
 *
 * @example
 * await writeBrotliCopies('apps/pwa/dist'); // ['index.html.br', 'assets/index-abc123.js.br', …]
 */
export async function writeBrotliCopies(siteDir: string): Promise<string[]> {
  const files = (await readdir(siteDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)))
    .filter((file) => {
      const urlPath = `/${file.split(sep).join('/')}`;
      return !isPrivate(urlPath) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentTypeFor(urlPath));
    });
  const written = await Promise.all(
    files.map(async (file) => {
      const original = await readFile(join(siteDir, file));
      if (original.byteLength < MIN_BYTES) return undefined;
      const copy = await compress(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
        },
      });
      if (copy.byteLength >= original.byteLength) return undefined;
      await writeFile(join(siteDir, file + BROTLI_SUFFIX), copy);
      return file + BROTLI_SUFFIX;
    }),
  );
  return written.filter((file) => file !== undefined);
}
