// Checks a publishable package the way its users meet it: publint and attw on the package, `pnpm publish
// --dry-run` (it would publish: not private, a version, `workspace:` ranges replaced, a CHANGELOG.md), then the
// packed tarball installed into an empty project (with the tarballs of its workspace dependencies) where the
// files of the package's `test/consumer/` folder run: every `*.mjs` and `*.cjs` with plain Node, and `tsc -p` for
// every `tsconfig*.json`. When that folder has a `variants.json` ({ "React 18": { "react": "18.3.1", … } }), the
// files run again after each variant's dependencies are installed over the first ones, so a peer range's older
// major is proven too. Run from the package's folder after its build; counts go to TEST_REPORT_FILE.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pnpm } from './pnpm.mjs';

const packageDir = process.cwd();
const root = resolve(packageDir, '../..');
const results = [];

// The package is checked as the build left it (npm test builds first): packing never builds it again through its
// `prepack` script, which would empty its dist folder under tests that import it while this check runs. Read at
// each run: finding pnpm may put npx's pnpm on PATH, where publint looks for it to pack.
const packAsBuilt = () => ({ ...process.env, npm_config_ignore_scripts: 'true' });

function run(name, command, args, cwd) {
  console.log(`\n── ${name}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: packAsBuilt() });
  const ok = result.status === 0;
  results.push({ name, ok });
  console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

const [pnpmCommand, ...pnpmLead] = pnpm();
const runPnpm = (name, args, cwd) => run(name, pnpmCommand, [...pnpmLead, ...args], cwd);

function manifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

function workspaceDirs() {
  const dirs = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) dirs.push(join(root, group, name));
  }
  return dirs;
}

/** The package and every workspace package it depends on, each once. */
function packagesToPack(dir, seen = new Map()) {
  const pkg = manifest(dir);
  if (seen.has(pkg.name)) return seen;
  seen.set(pkg.name, dir);
  for (const [name, range] of Object.entries(pkg.dependencies ?? {})) {
    if (!String(range).startsWith('workspace:')) continue;
    const depDir = workspaceDirs().find((candidate) => {
      try {
        return manifest(candidate).name === name;
      } catch {
        return false;
      }
    });
    if (depDir) packagesToPack(depDir, seen);
  }
  return seen;
}

const self = manifest(packageDir);
runPnpm('publint --strict', ['exec', 'publint', '--strict'], packageDir);
runPnpm('attw --pack', ['exec', 'attw', '--pack', '.'], packageDir);
runPnpm(
  'pnpm publish --dry-run',
  ['publish', '--dry-run', '--no-git-checks', '--access', 'public'],
  packageDir,
);

const consumer = mkdtempSync(join(tmpdir(), `${self.name.replace(/[@/]/g, '-')}-consumer-`));
try {
  const tarballs = {};
  for (const [name, dir] of packagesToPack(packageDir)) {
    const before = new Set(readdirSync(consumer));
    if (!runPnpm(`pack ${name}`, ['pack', '--pack-destination', consumer], dir))
      throw new Error('pack failed');
    const file = readdirSync(consumer).find((entry) => entry.endsWith('.tgz') && !before.has(entry));
    tarballs[name] = `file:${join(consumer, file)}`;
  }
  cpSync(join(packageDir, 'test/consumer'), consumer, { recursive: true });
  const consumerManifest = JSON.parse(readFileSync(join(consumer, 'package.json'), 'utf8'));
  consumerManifest.dependencies = { ...consumerManifest.dependencies, [self.name]: tarballs[self.name] };
  consumerManifest.pnpm = { overrides: tarballs };
  writeFileSync(join(consumer, 'package.json'), JSON.stringify(consumerManifest, null, 2));
  writeFileSync(join(consumer, 'pnpm-workspace.yaml'), 'packages: []\n');
  const runConsumerFiles = (label) => {
    for (const file of readdirSync(consumer).sort()) {
      if (/\.(mjs|cjs)$/.test(file)) run(`node ${file}${label}`, process.execPath, [file], consumer);
      if (/^tsconfig.*\.json$/.test(file))
        runPnpm(`tsc -p ${file}${label}`, ['exec', 'tsc', '-p', file], consumer);
    }
  };
  if (
    runPnpm(
      'install the tarball into an empty project',
      ['install', '--prefer-offline', '--ignore-workspace'],
      consumer,
    )
  ) {
    const installed = (name) => manifest(join(consumer, 'node_modules', name));
    for (const file of ['CHANGELOG.md', 'LICENSE'])
      results.push({
        name: `the tarball carries ${file}`,
        ok: existsSync(join(consumer, 'node_modules', self.name, file)),
      });
    const links = ['repository', 'homepage', 'bugs'].filter((field) => !installed(self.name)[field]);
    results.push({ name: `the manifest names its ${links.join(', ') || 'links'}`, ok: links.length === 0 });
    runConsumerFiles('');
    const variantsFile = join(consumer, 'variants.json');
    const variants = existsSync(variantsFile) ? JSON.parse(readFileSync(variantsFile, 'utf8')) : {};
    for (const [variant, dependencies] of Object.entries(variants)) {
      const specs = Object.entries(dependencies).map(([name, version]) => `${name}@${version}`);
      if (
        !runPnpm(`install ${variant}`, ['add', '--prefer-offline', '--ignore-workspace', ...specs], consumer)
      )
        continue;
      const wrong = Object.entries(dependencies).filter(
        ([name, version]) => installed(name).version !== version,
      );
      results.push({ name: `${variant} installed`, ok: wrong.length === 0 });
      runConsumerFiles(` (${variant})`);
    }
  }
} catch (error) {
  console.error(error);
  results.push({ name: 'consumer project', ok: false });
} finally {
  rmSync(consumer, { recursive: true, force: true });
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
if (process.env.TEST_REPORT_FILE)
  writeFileSync(process.env.TEST_REPORT_FILE, JSON.stringify({ passed, failed }));
console.log(`\n${self.name}: ${passed} package checks passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
