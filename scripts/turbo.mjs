// Turborepo for the scripts: the workspace's own `turbo` (a pinned dev dependency), with pnpm 10 on PATH for it to
// run the packages' scripts, no telemetry and no update check. Its content-hashed cache is `.turbo/cache`; the tasks,
// their inputs, outputs and the settings in their keys are declared in turbo.json.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The command line that runs turbo with `args`, and the environment it needs. */
function turbo(args, env = process.env) {
  pnpm(); // puts npx's pnpm on PATH when none is installed
  // Plain lines, never the interactive UI; before `--`, after which arguments go to the task.
  const end = args.includes('--') ? args.indexOf('--') : args.length;
  return {
    command: process.execPath,
    args: [
      join(root, 'node_modules', 'turbo', 'bin', 'turbo'),
      ...args.slice(0, end),
      '--ui=stream',
      ...args.slice(end),
    ],
    env: { ...env, PATH: process.env.PATH, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
  };
}

/** Runs turbo, inheriting the terminal; returns its exit code. */
export function runTurbo(args, { env, ...options } = {}) {
  const { command, args: full, env: environment } = turbo(args, env);
  return spawnSync(command, full, { cwd: root, stdio: 'inherit', env: environment, ...options }).status ?? 1;
}

/**
 * Runs turbo without blocking, its output kept and handed back whole (see `start` in pnpm.mjs): resolves to the exit
 * code and that output.
 */
export function startTurbo(args, { env, ...options } = {}) {
  const { command, args: full, env: environment } = turbo(args, env);
  return new Promise((done) => {
    const child = spawn(command, full, {
      cwd: root,
      env: environment,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => done({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

// `node scripts/turbo.mjs <arguments>`: turbo with those arguments (`run typecheck`), for the root scripts.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runTurbo(process.argv.slice(2)));
}
