// Builds the workspaces whose inputs changed since their last build, each after the workspaces it depends on.
// `npm start` and `npm test` build through it, so that a second `npm start` from one checkout rewrites no file a
// running server reads (its own `dist/`, the site's): with nothing changed, nothing is built. A build's inputs are
// the workspace's files that git tracks or would track (not what .gitignore names: outputs, test results), those of
// the workspaces it depends on, the lockfile and the build-time settings (VITE_*, PRERENDER).
// Usage: node scripts/build.mjs            (every workspace with a build script)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPnpm } from './pnpm.mjs';
import { listWorkspaces } from './workspaces.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_SETTINGS = /^(VITE_|PRERENDER$)/;

/** The files of a folder that git tracks or would track, with .env files (Vite reads them), sorted. */
function inputFiles(dir) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', dir],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) return undefined;
  const files = listed.stdout.split('\0').filter((file) => file && existsSync(join(root, file)));
  const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local']
    .map((name) => join(dir, name))
    .filter((file) => existsSync(join(root, file)));
  return [...new Set([...files, ...envFiles])].sort();
}

/**
 * A fingerprint of each workspace's inputs (its dependencies' included), by name; undefined for a workspace whose
 * files git cannot list (then it is always built).
 */
function fingerprints(workspaces) {
  const shared = createHash('sha256');
  shared.update(readFileSync(join(root, 'pnpm-lock.yaml')));
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (BUILD_SETTINGS.test(name)) shared.update(`${name}=${value}\0`);
  }
  const common = shared.digest('hex');
  const byName = new Map();
  for (const workspace of workspaces) {
    const files = inputFiles(workspace.dir);
    if (!files) {
      byName.set(workspace.manifest.name, undefined);
      continue;
    }
    const hash = createHash('sha256').update(common);
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
    const { dependencies = {}, devDependencies = {} } = workspace.manifest;
    for (const name of Object.keys({ ...dependencies, ...devDependencies }).sort()) {
      if (!byName.has(name)) continue;
      const dependency = byName.get(name);
      if (dependency === undefined) {
        byName.set(workspace.manifest.name, undefined);
        break;
      }
      hash.update(`${name}=${dependency}\0`);
    }
    if (!byName.has(workspace.manifest.name)) byName.set(workspace.manifest.name, hash.digest('hex'));
  }
  return byName;
}

/** Where a workspace's last build records the fingerprint it was built from (outside what the build outputs). */
function stampFile(workspace) {
  return join(root, workspace.dir, 'node_modules', '.cache', 'build-fingerprint');
}

/**
 * Builds every workspace with a build script whose inputs changed since its last build (or that was never built
 * here); answers 0, or the exit code of the first build that failed. `log` receives one line per workspace.
 */
export function buildChanged({ log = console.log } = {}) {
  const workspaces = listWorkspaces();
  const prints = fingerprints(workspaces);
  for (const workspace of workspaces) {
    if (!workspace.manifest.scripts?.build) continue;
    const print = prints.get(workspace.manifest.name);
    const stamp = stampFile(workspace);
    if (print && existsSync(stamp) && readFileSync(stamp, 'utf8') === print) {
      log(`${workspace.dir}: up to date`);
      continue;
    }
    log(`${workspace.dir}: building`);
    // A build is for production whatever the caller's NODE_ENV (a test runner's `test` would give React's
    // development build to a site `npm start` serves).
    const code = runPnpm(['run', 'build'], {
      cwd: join(root, workspace.dir),
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) return code;
    if (print) {
      mkdirSync(dirname(stamp), { recursive: true });
      writeFileSync(stamp, print);
    }
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildChanged());
}
