import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_DIR } from './config.js';

const ROOT = join(SERVER_DIR, '..', '..');
/** Files a running server reads: its own code and the site it serves. */
const RUNNING_FROM = [join(SERVER_DIR, 'dist', 'main.js'), join(ROOT, 'apps', 'pwa', 'dist', 'index.html')];

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` as the README says (node scripts/start.mjs is what it runs), with its own port and data folder. */
async function npmStart(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(poll);
        resolve(match[1]);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(poll);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

async function answers(url: string) {
  const [health, site] = await Promise.all([fetch(`${url}/api/health`), fetch(`${url}/`)]);
  return { health: health.status, site: site.status };
}

describe('npm start, twice from one checkout', () => {
  const folders: string[] = [];
  const started: Started[] = [];
  afterAll(async () => {
    for (const { child, exited } of started) {
      child.kill('SIGTERM');
      await exited;
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('leaves the first server running and its files untouched while the second starts', async () => {
    const dataDir = () => {
      const folder = mkdtempSync(join(tmpdir(), 'safety-npm-start-'));
      folders.push(folder);
      return folder;
    };
    started.push(await npmStart(dataDir()));
    const [first] = started as [Started];
    const before = RUNNING_FROM.map((file) => statSync(file).mtimeMs);

    started.push(await npmStart(dataDir()));
    const second = started[1] as Started;
    expect(second.url).not.toBe(first.url);
    // Nothing changed since the first start's build: the second builds nothing, so rewrites nothing.
    expect(second.output()).not.toContain(': building');
    expect(RUNNING_FROM.map((file) => statSync(file).mtimeMs)).toEqual(before);
    expect(await answers(first.url)).toEqual({ health: 200, site: 200 });
    expect(await answers(second.url)).toEqual({ health: 200, site: 200 });

    // Stopped as a terminal's Ctrl+C would: each ends cleanly on its own.
    for (const { child, exited } of started.splice(0)) {
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    }
  }, 180_000);
});
