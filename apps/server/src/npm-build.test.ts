import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DIR } from './config.js';

const ROOT = join(SERVER_DIR, '..', '..');

/**
 * A workspace of one package built by the repository's own `scripts/build.mjs` (which `npm start` and `npm test`
 * build through) with the build task of its turbo.json. The package's build empties `dist/`, writes `dist/one.txt`,
 * is killed there when INTERRUPT_BUILD is set (as Ctrl+C or a crash would), and else writes `dist/two.txt`; both
 * hold the source and the VITE_GREETING setting. A fixture, so that the real `dist/` folders that other tests read
 * stay as they are.
 */
function makeWorkspace(): string {
  const folder = mkdtempSync(join(tmpdir(), 'safety-npm-build-'));
  const { tasks } = JSON.parse(readFileSync(join(ROOT, 'turbo.json'), 'utf8'));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'fixture', private: true, packageManager: 'pnpm@10.34.9' }),
    'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
    'turbo.json': JSON.stringify({ envMode: 'loose', tasks: { transit: tasks.transit, build: tasks.build } }),
    '.gitignore': 'node_modules/\ndist/\n.turbo/\n',
    'packages/lib/package.json': JSON.stringify({
      name: 'lib',
      private: true,
      scripts: { build: 'node build.mjs' },
    }),
    'packages/lib/src/source.txt': 'A',
    'packages/lib/build.mjs': `
      import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
      const made = readFileSync('src/source.txt', 'utf8') + ' ' + (process.env.VITE_GREETING ?? 'hello');
      rmSync('dist', { recursive: true, force: true });
      mkdirSync('dist');
      writeFileSync('dist/one.txt', made);
      if (process.env.INTERRUPT_BUILD) process.kill(process.pid, 'SIGKILL');
      writeFileSync('dist/two.txt', made);
    `,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  for (const script of ['build.mjs', 'turbo.mjs', 'pnpm.mjs'])
    cpSync(join(ROOT, 'scripts', script), join(folder, 'scripts', script));
  mkdirSync(join(folder, 'node_modules'));
  symlinkSync(realpathSync(join(ROOT, 'node_modules', 'turbo')), join(folder, 'node_modules', 'turbo'));
  const git = (...args: string[]) => spawnSync('git', args, { cwd: folder, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'fixture');
  return folder;
}

describe('building what changed (scripts/build.mjs, run by npm start and npm test)', () => {
  let folder = '';
  const lib = (...path: string[]) => join(folder, 'packages', 'lib', ...path);
  const build = (env: Record<string, string> = {}) => {
    const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: folder,
      env: { ...process.env, VITE_GREETING: '', INTERRUPT_BUILD: '', ...env },
      encoding: 'utf8',
    });
    return { code: run.status, output: `${run.stdout}${run.stderr}` };
  };
  const made = () =>
    ['one.txt', 'two.txt'].map((file) =>
      existsSync(lib('dist', file)) ? readFileSync(lib('dist', file), 'utf8') : undefined,
    );

  beforeAll(() => {
    folder = makeWorkspace();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('builds once, then calls the build up to date only with its outputs in place', () => {
    expect(build().code).toBe(0);
    expect(made()).toEqual(['A ', 'A ']);
    const again = build();
    expect(again.output).toContain('cache hit');
    expect(made()).toEqual(['A ', 'A ']);
  }, 60_000);

  it('makes a deleted dist/ again', () => {
    rmSync(lib('dist'), { recursive: true });
    expect(build().code).toBe(0);
    expect(made()).toEqual(['A ', 'A ']);
  }, 60_000);

  it('makes again the outputs of a build that was interrupted after it emptied dist/, the source changed or not', () => {
    writeFileSync(lib('src', 'source.txt'), 'B');
    expect(build({ INTERRUPT_BUILD: '1' }).code).not.toBe(0);
    expect(made()).toEqual(['B ', undefined]);
    // The change taken back: the sources are those of the last build, whose outputs are not all there.
    writeFileSync(lib('src', 'source.txt'), 'A');
    expect(build().code).toBe(0);
    expect(made()).toEqual(['A ', 'A ']);
    // Interrupted again, then built with the change kept.
    writeFileSync(lib('src', 'source.txt'), 'B');
    expect(build({ INTERRUPT_BUILD: '1' }).code).not.toBe(0);
    expect(build().code).toBe(0);
    expect(made()).toEqual(['B ', 'B ']);
  }, 60_000);

  it('does not take a build with other VITE_* settings into the same folder for the one asked for', () => {
    expect(build({ VITE_GREETING: 'hola' }).code).toBe(0);
    expect(made()).toEqual(['B hola', 'B hola']);
    expect(build().code).toBe(0);
    expect(made()).toEqual(['B ', 'B ']);
    // The package's own build run by hand with other settings, outside the scripts.
    spawnSync(process.execPath, ['build.mjs'], { cwd: lib(), env: { ...process.env, VITE_GREETING: 'hej' } });
    expect(made()).toEqual(['B hej', 'B hej']);
    expect(build().code).toBe(0);
    expect(made()).toEqual(['B ', 'B ']);
  }, 60_000);
});
