// Runs `pnpm admin:create` as the operator does: a new process with its settings in the environment.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SERVER_DIR } from '../src/config.js';
import { builtCommand } from './main-process.js';

/** Runs the built `admin:create` with these variables added to the environment; answers its exit code and output. */
export function runAdminCreate(
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, builtCommand('admin-create'), {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}
