// The size budget of the package's own JavaScript: the whole library as one file (the CommonJS bundle,
// dist/index.cjs; the ESM build is the same code split module by module) gzipped, with React left external, so
// it does not count; the snapshot helpers bundled in from the contract do. Counts go to TEST_REPORT_FILE when set.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 15 * 1000;
const file = join(dirname(fileURLToPath(import.meta.url)), '../dist/index.cjs');

let passed = 0;
let failed = 0;
if (!existsSync(file)) {
  console.error('dist/index.cjs is missing: run `pnpm run build` first.');
  failed = 1;
} else {
  const source = readFileSync(file);
  const gzipped = gzipSync(source, { level: 9 }).length;
  const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
  const ok = gzipped <= LIMIT_BYTES;
  console.log(
    `dist/index.cjs: ${kB(source.length)} raw, ${kB(gzipped)} gzipped (limit ${kB(LIMIT_BYTES)}) ${ok ? 'ok' : 'TOO LARGE'}`,
  );
  if (ok) passed = 1;
  else failed = 1;
}
if (process.env.TEST_REPORT_FILE)
  writeFileSync(process.env.TEST_REPORT_FILE, JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
