// Finds pnpm 10 for the scripts: the one on PATH when it is version 10, otherwise `npx -y pnpm@10`.
import { spawnSync } from 'node:child_process';

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
