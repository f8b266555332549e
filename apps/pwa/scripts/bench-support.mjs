// What the benchmarks share: building the site into a folder of their own, and the median of their runs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const pwaDir = resolve(import.meta.dirname, '..');
/** The benchmarks' builds and reports; never the site's own `dist/`. */
export const benchDir = join(pwaDir, 'node_modules', '.bench');

const viteBin = join(
  createRequire(join(pwaDir, 'package.json'))
    .resolve('vite/package.json')
    .replace(/package\.json$/, ''),
  'bin',
  'vite.js',
);

/**
 * Builds the site into `outDir` with extra environment settings (`PRERENDER=0` for the client-rendered build),
 * under tsx as the package's own build script runs Vite.
 */
export function buildSite(outDir, env = {}) {
  const args = ['--import', 'tsx', viteBin, 'build', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, {
    cwd: pwaDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The build into ${outDir} failed.`);
}

/** The middle value of the runs (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
