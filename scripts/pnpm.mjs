// Finds pnpm 10 for the scripts: the one on PATH when it is version 10, otherwise `npx -y pnpm@10`.
import { spawn, spawnSync } from 'node:child_process';

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

/** The command and leading arguments that run pnpm 10. */
export const pnpm = pnpmOnPath() ? ['pnpm'] : ['npx', '-y', 'pnpm@10'];

/** Runs pnpm with the given arguments, inheriting the terminal; returns the exit code. */
export function runPnpm(args, options = {}) {
  const [command, ...lead] = pnpm;
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
  const [command, ...lead] = pnpm;
  return start(command, [...lead, ...args], options);
}
