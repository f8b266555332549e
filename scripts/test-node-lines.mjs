// `npm run test:node`: the server's and the packages' unit tests, and the published packages' checks (their packed
// tarballs used from an empty project), on the Node lines after the one the project is developed on (.nvmrc),
// each fetched from the npm registry as the `node` package (`npx -y node@22`). Not part of `npm test`: run it after
// `npm run build` when a dependency or the toolchain changes. Each line's Node comes first on PATH, so the `node`
// that tests start is that line's too. Lines given as arguments (`npm run test:node -- 24`) run alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lines = process.argv.length > 2 ? process.argv.slice(2) : ['22', '24'];

const manifestOf = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const workspaces = [
  'apps/server',
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
].filter((dir) => existsSync(join(root, dir, 'package.json')));

/** The path of the Node binary of a line (its newest release on the registry), fetched by npx on first use. */
function nodeOfLine(line) {
  const probe = spawnSync('npx', ['-y', `node@${line}`, '-p', 'process.execPath'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`npx could not fetch Node ${line}:\n${probe.stderr}`);
  return probe.stdout.trim();
}

const results = [];
for (const line of lines) {
  const node = nodeOfLine(line);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` };
  const steps = [
    ...workspaces
      .filter((dir) => manifestOf(dir).scripts?.test)
      .map((dir) => ({ name: `${dir} unit tests`, dir, args: ['node_modules/vitest/vitest.mjs', 'run'] })),
    ...workspaces
      .filter((dir) => manifestOf(dir).scripts?.['check:package'])
      .map((dir) => ({ name: `${dir} package checks`, dir, args: ['../../scripts/check-package.mjs'] })),
  ];
  for (const { name, dir, args } of steps) {
    console.log(`\n══ Node ${version}: ${name}`);
    const started = Date.now();
    const { status } = spawnSync(node, args, { cwd: join(root, dir), env, stdio: 'inherit' });
    results.push({
      name: `Node ${version}: ${name}`,
      ok: status === 0,
      seconds: (Date.now() - started) / 1000,
    });
  }
}

console.log('\n══ test:node');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds.toFixed(0)} s)`);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
