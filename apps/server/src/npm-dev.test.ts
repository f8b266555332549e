import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SERVER_DIR } from './config.js';

const ROOT = join(SERVER_DIR, '..', '..');

/** A port free on loopback now (Vite's port must be given, and the proxy must know the API's before it starts). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run dev', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'safety-npm-dev-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the site with /api proxied to the API server, from the sources, and stops on Ctrl+C', async () => {
    const [sitePort, apiPort] = [await freePort(), await freePort()];
    // `npm run dev` runs this script; the data folder is the test's own.
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'dev.mjs')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(sitePort), API_PORT: String(apiPort), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk));
    // Read as text: under CI=true Vite colours its lines (an escape code sits between "Local" and its colon).
    const printed = () => stripVTControlCharacters(output);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Each step has a deadline of its own that names it and shows what the command printed: on a loaded machine the
    // first start (a PostgreSQL cluster made, Vite's first optimisation of the dependencies) can take minutes.
    const within = <T>(seconds: number, step: string, work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error(`${step}: not within ${seconds} s. Output:\n${printed()}`)),
            seconds * 1000,
          ).unref(),
        ),
      ]);
    try {
      await within(
        180,
        'starting',
        new Promise<void>((resolve, reject) => {
          const poll = setInterval(() => {
            // Both up, and the site's address is the last line printed.
            if (printed().trimEnd().endsWith(`\nThe site: http://127.0.0.1:${sitePort}`)) {
              clearInterval(poll);
              resolve();
            }
          }, 200);
          void exited.then((code) => {
            clearInterval(poll);
            reject(new Error(`npm run dev exited with ${code}:\n${printed()}`));
          });
        }),
      );
      const site = `http://127.0.0.1:${sitePort}`;
      // The site's own origin answers the API: Vite's proxy, not its HTML page.
      const health = await within(30, 'the proxied /api/health', fetch(`${site}/api/health`));
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      // The page's modules import the UI package from its sources, not from a build.
      const page = await within(
        180,
        'a module of the site',
        fetch(`${site}/src/features/landing/landing-page.tsx`).then((response) => response.text()),
      );
      expect(page).toContain('/packages/ui/src/index.ts');
      expect(printed()).toContain(`running at http://127.0.0.1:${apiPort}`);
      expect(printed()).toContain('Local:');
      expect(printed()).toContain('development identity');
      // The API server's request log, readable: no JSON line.
      await vi.waitFor(
        () => expect(printed()).toMatch(/INFO.*\n\s+method: "GET"\n\s+path: "\/api\/health"/),
        {
          timeout: 10_000,
        },
      );
      expect(printed()).not.toContain('{"level":');
    } finally {
      child.kill('SIGINT');
    }
    expect(await within(30, 'stopping on Ctrl+C', exited)).toBe(0);
    expect(printed()).toContain('Stopped.');
  }, 450_000);
});
