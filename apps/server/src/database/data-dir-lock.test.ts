import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../config.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const root = mkdtempSync(join(tmpdir(), 'safety-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const freshDir = () => join(root, `data-${++count}`);

let holder: ChildProcess | undefined;
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
});

/** Another process that holds the folder's lock, as a running server does. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(SERVER_DIR, 'test', 'hold-data-dir.ts'), dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  holder = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The holder exited with ${code}.`)));
  });
  return child;
}

describe('the data folder lock', () => {
  it.each([
    [
      'process 1 (a restarted container, whose first process is this server again; on a host, another user’s)',
      1,
    ],
    ['this very process (its id reused after a crash)', process.pid],
    ['a process that is gone', 99_999_999],
  ])('takes over a stale lock naming %s', async (_name, pid) => {
    const dir = freshDir();
    await (await lockDataDir(dir)).release();
    writeFileSync(join(dir, 'server.lock'), String(pid));
    const lock = await lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('refuses a second live server, and takes over once it is killed', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const child = await holdInAnotherProcess(dir);
    // The file holds the bare process id, so `kill $(cat data/server.lock)` stops the server.
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(child.pid));
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).pid).toBe(child.pid);

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it('refuses the same folder twice in one process', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    await (await lockDataDir(dir)).release();
  });
});
