// The workspaces of the monorepo, as pnpm knows them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The workspaces (`{ dir, manifest }`, `dir` relative to the root), in pnpm's order for `-r`: a workspace after the
 * workspaces it depends on. Asked one at a time, so that pnpm prints the folders in that order.
 */
export function listWorkspaces() {
  const [command, ...lead] = pnpm();
  const args = [
    '-r',
    '--workspace-concurrency=1',
    '--reporter=silent',
    'exec',
    'node',
    '-e',
    'console.log(process.cwd())',
  ];
  const { status, stdout } = spawnSync(command, [...lead, ...args], { cwd: root, encoding: 'utf8' });
  if (status !== 0) throw new Error('pnpm could not list the workspaces.');
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((dir) => relative(root, dir).replaceAll('\\', '/'))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }));
}
