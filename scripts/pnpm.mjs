// Finds pnpm 10 for the scripts: the one on PATH when it is version 10, otherwise the one npx fetches, run directly.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

// Run inside `npx -p pnpm@10`: prints the folder of npx's `pnpm` command and the script it starts.
const FIND_PNPM = `
const { existsSync, readFileSync } = require('node:fs');
const { delimiter, join } = require('node:path');
for (const bin of process.env.PATH.split(delimiter)) {
  const manifest = join(bin, '..', 'pnpm', 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version.startsWith('10.')) {
    process.stdout.write(JSON.stringify({ bin, script: join(bin, '..', 'pnpm', 'bin', 'pnpm.cjs') }));
    break;
  }
}`;

/**
 * pnpm 10 from npx's cache (fetched on first use), started with this Node: each call then skips npx, about two
 * seconds of CPU. Its folder joins PATH, so that the scripts pnpm runs find `pnpm` as they do under npx.
 */
function pnpmFromNpx() {
  const probe = spawnSync('npx', ['-y', '-p', 'pnpm@10', 'node', '-e', FIND_PNPM], { encoding: 'utf8' });
  if (probe.status !== 0 || !probe.stdout) return undefined;
  const { bin, script } = JSON.parse(probe.stdout);
  process.env.PATH = `${bin}${delimiter}${process.env.PATH}`;
  return [process.execPath, script];
}

let found;
/** The command and leading arguments that run pnpm 10, looked for on first use. */
export function pnpm() {
  found ??= pnpmOnPath() ? ['pnpm'] : (pnpmFromNpx() ?? ['npx', '-y', 'pnpm@10']);
  return found;
}

/** Runs pnpm with the given arguments, inheriting the terminal; returns the exit code. */
export function runPnpm(args, options = {}) {
  const [command, ...lead] = pnpm();
  const result = spawnSync(command, [...lead, ...args], { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * Runs a command without blocking. With `collect`, its output is kept and handed back whole instead of streamed,
 * so that commands running side by side do not interleave their lines. Resolves to the exit code and that output.
 */
export function start(command, args, { collect = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...options,
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** `start` for pnpm. */
export function startPnpm(args, options = {}) {
  const [command, ...lead] = pnpm();
  return start(command, [...lead, ...args], options);
}

/** Whether node_modules holds an install of the checked-in lockfile: pnpm keeps a copy of the one it installed. */
function installedFromLockfile(root) {
  try {
    return readFileSync(join(root, 'node_modules', '.pnpm', 'lock.yaml')).equals(
      readFileSync(join(root, 'pnpm-lock.yaml')),
    );
  } catch {
    return false;
  }
}

/**
 * Installs the workspace from the lockfile unless it is installed already (seen without starting pnpm, else asked of
 * pnpm): an install relinks every command in node_modules/.bin, which processes already running from this checkout
 * may be starting.
 */
export function installIfNeeded(options = {}) {
  if (options.cwd && installedFromLockfile(options.cwd)) return 0;
  const [command, ...lead] = pnpm();
  const check = ['--config.verify-deps-before-run=error', 'exec', 'node', '-e', ''];
  if (spawnSync(command, [...lead, ...check], { stdio: 'ignore', ...options }).status === 0) return 0;
  return runPnpm(['install', '--frozen-lockfile'], options);
}

// `node scripts/pnpm.mjs <arguments>`: pnpm 10 with those arguments, for the root scripts (package.json), which then
// run where only Node is installed.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(
    runPnpm(process.argv.slice(2), { cwd: resolve(dirname(fileURLToPath(import.meta.url)), '..') }),
  );
}
