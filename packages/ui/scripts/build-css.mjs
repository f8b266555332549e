// Writes dist/styles.css: src/styles.css with each `@import './x.css';` replaced by that file, in order, so that
// consumers get one plain stylesheet and need no CSS build step of their own.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(packageDir, 'src/styles.css');
const IMPORT = /^@import\s+['"](.+?)['"]\s*;\s*$/gm;

function inline(file, seen = new Set()) {
  if (seen.has(file)) throw new Error(`${relative(packageDir, file)} is imported twice`);
  seen.add(file);
  return readFileSync(file, 'utf8').replace(IMPORT, (_, path) => {
    const target = join(dirname(file), path);
    return `/* ${relative(join(packageDir, 'src'), target)} */\n${inline(target, seen).trim()}\n`;
  });
}

const css = inline(entry);
if (/@import/.test(css)) throw new Error('src/styles.css: only `@import "./file.css";` lines can be inlined');
mkdirSync(join(packageDir, 'dist'), { recursive: true });
writeFileSync(join(packageDir, 'dist/styles.css'), css);
console.log(`CSS dist/styles.css ${(Buffer.byteLength(css) / 1024).toFixed(2)} KB`);
