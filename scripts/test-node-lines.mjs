// `npm run test:node`: the server's and the packages' unit tests, and the published packages' checks (their packed
// tarballs used from an empty project), on the Node lines after the one the project is developed on (.nvmrc),
// each fetched from the npm registry as the `node` package (`npx -y node@22`). Not part of `npm test`: run it after
// `npm run build` when a dependency or the toolchain changes. Each line's Node comes first on PATH, so the `node`
// that tests start is that line's too. Lines given as arguments (`npm run test:node -- 24`) run alone.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lines = process.argv.length > 2 ? process.argv.slice(2) : ['22', '24'];

const manifestOf = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const workspaces = [
  'apps/server',
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
].filter((dir) => existsSync(join(root, dir, 'package.json')));

/**
 * The path of the Node binary of a line (its newest release on the registry), fetched by npx on first use, in a
 * folder of its own that every user can read: npx keeps it in the cache of the user running this (~/.npm, inside a
 * home folder others cannot enter), and the server's image test runs the server as an unprivileged user, with the
 * Node that runs the tests, as a system-wide Node in the image.
 */
function nodeOfLine(line, into) {
  const probe = spawnSync('npx', ['-y', `node@${line}`, '-p', 'process.execPath'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`npx could not fetch Node ${line}:\n${probe.stderr}`);
  const cached = probe.stdout.trim();
  const folder = mkdtempSync(join(into, `node-${line}-`));
  chmodSync(folder, 0o755);
  const node = join(folder, 'node');
  try {
    linkSync(cached, node);
  } catch {
    copyFileSync(cached, node); // npx's cache on another file system
  }
  chmodSync(node, 0o755);
  return node;
}

/**
 * This process's environment without what `npm run` added for it: `NODE` and `npm_node_execpath` name the Node that
 * ran npm (not the line's), `npm_execpath` names npm to tools that look for the package manager that started them,
 * and `npm_config_*` hand npm's settings to pnpm. Each step then runs as from a terminal with the line's Node.
 */
function terminalEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE' && !/^npm_/i.test(name)),
  );
}

const results = [];
const nodes = mkdtempSync(join(tmpdir(), 'test-node-lines-'));
chmodSync(nodes, 0o755);
process.on('exit', () => rmSync(nodes, { recursive: true, force: true }));
for (const line of lines) {
  const node = nodeOfLine(line, nodes);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const env = { ...terminalEnv(), PATH: `${dirname(node)}${delimiter}${process.env.PATH}` };
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
