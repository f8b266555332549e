// The built server in a process of its own, as `npm start` runs it: for the benchmark and the tests of its signals
// and settings.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_DIR } from '../src/config.js';

/**
 * The command line of a built entry of the server (`dist/<entry>.js`, made by `pnpm run build`), run as `npm start`
 * runs it: plain Node, no TypeScript loader.
 */
export function builtCommand(entry: 'main' | 'admin-create'): string[] {
  const file = join(SERVER_DIR, 'dist', `${entry}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the server first (pnpm run build).`);
  return ['--enable-source-maps', file];
}

/**
 * Starts the server process on 127.0.0.1 and a free port, without a site, with the settings of `env` on top;
 * resolves with its URL once it listens. With `keepOutput`, all it prints is kept for `output()`; otherwise its
 * request log is drained unread (it must not fill the pipe and stall the server) and its errors go to this
 * process's stderr.
 *
 * @example
 * const main = await startMainProcess({ DATA_DIR: dataDir });
 * await fetch(`${main.url}/api/health`);
 * await main.stop();
 */
export async function startMainProcess(env: Record<string, string>, options: { keepOutput?: boolean } = {}) {
  const child = spawn(process.execPath, builtCommand('main'), {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SITE_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', options.keepOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const findUrl = (chunk: Buffer) => {
      keep(chunk);
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      if (!options.keepOutput) child.stdout?.off('data', findUrl).resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', findUrl);
    void exited.then((code) => reject(new Error(`The server exited with ${code}: ${output}`)));
  });
  return {
    child,
    url,
    exited,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    /** Kills the server outright (as `kill -9`), then stops the PostgreSQL it leaves running in `dataDir`. */
    kill: async (dataDir: string) => {
      child.kill('SIGKILL');
      await exited;
      const pid = Number.parseInt(
        await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => ''),
        10,
      );
      try {
        if (pid > 0) process.kill(pid, 'SIGINT');
      } catch {
        // Already gone: its pid file outlived it (PostgreSQL was killed as well).
      }
    },
  };
}
