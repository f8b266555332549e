// `npm test`: sets the workspace up on a fresh clone and runs every check of every package: lint and the builds
// first, with their output streamed; then two runners, one per core, take the other steps in turn from one list (the
// unit tests of every workspace in one vitest run, each workspace's browser tests, then the package checks, then the
// type checks of every workspace in one `tsc -b`), each step's output printed
// whole when it ends, and every 20 s a line naming the steps still running and for how long. The first browser step
// sets Chromium up; the others wait for it.
// The builds and the steps are Turborepo tasks (turbo.json: each one's inputs, outputs and the settings in its key,
// the Chromium and PostgreSQL versions included): a step whose key turbo has seen pass replays its result from
// `.turbo/cache` instead of running, and says so; a change to any input runs again what depends on it.
// Each step reports its own test counts through TEST_REPORT_FILE (vitest, Playwright, or {passed, failed}), kept in
// the workspace's `.test-results/` as the task's cached output; a step without a report counts as one test. The last
// line is the sum over every suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './ensure-chromium.mjs';
import { installIfNeeded, start, startPnpm } from './pnpm.mjs';
import { chromiumVersion, postgresVersion } from './test-keys.mjs';
import { startTurbo } from './turbo.mjs';
import { listWorkspaces } from './workspaces.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const results = [];

/** The workspaces, in pnpm's order (listed once the workspace is installed). */
let workspaces = [];
const scriptsOf = (workspace) => workspace.manifest.scripts ?? {};

function readCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // vitest: a test file that failed with none of its tests failing (it did not load, a hook threw) counts as one
    // failure; `numFailedTestSuites` would count a failed test again for its file and each describe around it.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
    ).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return { passed: report.passed ?? 0, failed: report.failed ?? 0 };
}

/**
 * An error message, short enough for the summary: its first line, with the lines that say what was expected and
 * what came (an assertion's `Expected:` and `Received:`), without colours. Vitest reports a test past its time limit
 * by a stack that starts with its own marker, 'Error: STACK_TRACE_ERROR'.
 */
function shortMessage(message = '') {
  const lines = stripVTControlCharacters(String(message)).trim().split('\n');
  if (lines[0] === 'Error: STACK_TRACE_ERROR') return 'the test ran past its time limit';
  const compared = lines.filter((line) => /^\s*(Expected|Received)\b/.test(line)).map((line) => line.trim());
  return [lines[0], ...compared].join(' · ').slice(0, 300);
}

/**
 * Each failed test in a report as 'file › name: its error in short', so that the summary (the end of a CI
 * log, often all of it that is kept) names what failed.
 */
function readFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((suite) => {
      const where = relative(root, suite.name ?? '');
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (failed.length === 0 && suite.status === 'failed')
        return [`${where}: ${shortMessage(suite.message)}`];
      return failed.map((test) => `${where} › ${test.fullName}: ${shortMessage(test.failureMessages?.[0])}`);
    });
  }
  const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
  return (report.suites ?? []).flatMap(specsOf).flatMap((spec) => {
    if (spec.ok !== false) return [];
    const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
    const line = error?.location ? `:${error.location.line}` : '';
    return [`${spec.file}${line} › ${spec.title}: ${shortMessage(error?.message)}`];
  });
}

let order = 0;

/** The steps running now, with when each began: a line names them at least every 30 s (see `heartbeat`). */
const running = new Map();
const HEARTBEAT_MS = 20_000;

/** Seconds as '45 s' or '2 min 05 s'. */
function elapsed(since) {
  const seconds = Math.round((Date.now() - since) / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

// Steps print their output when they end, and some run for minutes: without this the run would look stuck.
const heartbeat = setInterval(() => {
  if (running.size === 0) return;
  const steps = [...running].map(([name, since]) => `${name} (${elapsed(since)})`);
  console.log(`… running: ${steps.join(', ')}; ${elapsed(started)} in all`);
}, HEARTBEAT_MS);
heartbeat.unref();

/**
 * A step, listed in the summary in the order the steps were made: `run(env)` starts it and resolves to its exit
 * code, its output (printed whole when it ends; undefined when it was streamed) and whether turbo replayed it from
 * its cache. Its counts are read from `reportFile` when there is one.
 */
function step(name, run, { reportFile, streamed = false } = {}) {
  const place = order++;
  return async (env = {}) => {
    if (streamed) console.log(`\n━━ ${name}`);
    const begun = Date.now();
    running.set(name, begun);
    if (reportFile) rmSync(reportFile, { force: true });
    const { code, output, cached = false } = await run({ ...env }).finally(() => running.delete(name));
    if (!streamed) process.stdout.write(`\n━━ ${name}\n${output}`);
    const counts =
      (reportFile && readCounts(reportFile)) ??
      (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    const seconds = ((Date.now() - begun) / 1000).toFixed(1);
    const failures = reportFile ? readFailures(reportFile) : [];
    results.push({ place, name, ...counts, seconds, cached, failures });
    const how = cached ? `, replayed from the cache in ${seconds} s` : ` (${seconds} s)`;
    console.log(`━━ ${name}: ${counts.passed} passed, ${counts.failed} failed${how}`);
    return code === 0;
  };
}

/** A step that runs pnpm with `args` at the root, every time (lint, the import rules: a few seconds each). */
function pnpmStep(name, args, { streamed = false } = {}) {
  return step(
    name,
    (env) => startPnpm(args, { cwd: root, env: { ...process.env, ...env }, collect: !streamed }),
    {
      streamed,
    },
  );
}

/**
 * A step that runs a workspace's script as a turbo task (after the tasks turbo.json says it depends on: builds
 * already made, restored only where their files differ), its report kept as the task's output in
 * `<workspace>/.test-results/<task>.json`, so that a replay from the cache has its counts.
 */
function turboStep(name, workspace, task) {
  const folder = join(root, workspace.dir, '.test-results');
  const reportFile = join(folder, `${task.replace(':', '-')}.json`);
  // Turbo names the root's tasks `//`, as its filter does.
  const id = `${workspace.dir === '' ? '//' : workspace.manifest.name}:${task}`;
  return step(
    name,
    async (env) => {
      mkdirSync(folder, { recursive: true });
      const args = ['run', task, `--filter=${id.slice(0, -task.length - 1)}`, '--output-logs=new-only'];
      const { code, output } = await startTurbo(args, {
        env: { ...process.env, ...keys, TEST_REPORT_FILE: reportFile, ...env },
      });
      return { code, output, cached: output.includes(`${id}: cache hit`) };
    },
    { reportFile },
  );
}

function finish() {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log('\nSummary');
  results.sort((a, b) => a.place - b.place);
  for (const r of results)
    console.log(
      `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.cached ? 'cached' : `${r.seconds} s`}`,
    );
  const failures = results.flatMap((r) => (r.failures ?? []).map((failure) => `${r.name}: ${failure}`));
  if (failures.length > 0) console.log(`Failed\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
  const cached = results.filter((r) => r.cached);
  if (cached.length > 0)
    console.log(
      `  ${cached.length} of ${results.length} steps replayed from turbo's cache (.turbo/cache): nothing they read ` +
        'changed since they passed; their counts are those of that run',
    );
  console.log(`  total time ${((Date.now() - started) / 60000).toFixed(1)} min`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

console.log('━━ setup: installing the workspace from the lockfile');
if (installIfNeeded({ cwd: root }) !== 0) {
  results.push({ place: -1, name: 'setup', passed: 0, failed: 1, seconds: '0' });
  finish();
}
workspaces = listWorkspaces();
console.log(`━━ setup: ${workspaces.length} workspaces (${elapsed(started)})`);

/** What the tests run on that is no file of the repository, in their keys (turbo.json). */
const keys = { POSTGRES_VERSION: postgresVersion(root), CHROMIUM_VERSION: 'none' };

await pnpmStep('lint', ['exec', 'biome', 'check', '.'], { streamed: true })();

// Later steps use what the builds made: a failed build stops the run instead of failing everything after it.
// The builds are those of `npm start`, so that a start in a test rebuilds nothing under the steps that run beside it.
const build = step(
  'build',
  () => start(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root }),
  { streamed: true },
);
if (!(await build())) finish();

/** The root as a workspace, for its tasks: the unit tests and the type checks of every workspace at once. */
const rootWorkspace = { dir: '', manifest: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) };
// Every workspace's types in one `tsc -b` (the root tsconfig.json lists each one's projects).
const typeCheck = turboStep('types', rootWorkspace, 'types');
const packageChecks = workspaces.flatMap((workspace) =>
  Object.keys(scriptsOf(workspace))
    .filter((script) => script.startsWith('check:'))
    .map((script) => turboStep(`${script.slice('check:'.length)} ${workspace.dir}`, workspace, script)),
);

let chromium;
/** Chromium for the browser tests, set up once (installed when missing: minutes of waiting on the network). */
function setUpChromium() {
  if (chromium) return chromium;
  // Named by the heartbeat while it lasts: the browser steps wait for it.
  running.set('Chromium set-up', Date.now());
  chromium = start(process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')], {
    collect: true,
  }).then(({ output }) => {
    running.delete('Chromium set-up');
    process.stdout.write(output);
    const chrome = findChromium();
    if (!chrome)
      results.push({ place: order, name: 'browser: Chromium', passed: 0, failed: 1, seconds: '0' });
    keys.CHROMIUM_VERSION = chromiumVersion(chrome);
    return chrome;
  });
  return chromium;
}

/**
 * Every workspace's unit tests in one vitest run (the root vitest.config.mts names each workspace's config as a
 * project), reporting through the JSON reporter the root `test:unit` script names. Not through arguments after
 * turbo's `--`: turbo hands those to every task of the run, builds included, whose keys then differ from the build
 * step's, so they would be built again beside the browser tests that serve them.
 */
const unitTests = turboStep('unit (every workspace)', rootWorkspace, 'test:unit');

/** A workspace's browser tests, once Chromium is set up. */
function browserTests(workspace) {
  const run = turboStep(`browser ${workspace.dir}`, workspace, 'test:e2e');
  return async () => {
    const chrome = await setUpChromium();
    if (chrome) await run({ CHROME_PATH: chrome });
  };
}

// Two runners, one per core, take the steps in this order from one list: the longest first, so that no long step is
// left alone at the end. The unit tests of every workspace, then each workspace's browser tests, apps before packages
// (a workspace comes after those it depends on, so the reverse puts the apps first); then the package checks; the
// type check last (short, it evens out the end).
const tests = [
  unitTests,
  ...[...workspaces]
    .reverse()
    .filter((workspace) => scriptsOf(workspace)['test:e2e'])
    .map((workspace) => browserTests(workspace)),
];
// No import cycle and the workspace's arrows (.dependency-cruiser.cjs), after the builds, whose `dist/` the
// packages' imports resolve to.
const importCheck = pnpmStep('imports', ['run', 'check:imports']);
const steps = [...tests, ...packageChecks, importCheck, typeCheck];
const runner = async () => {
  for (let next = steps.shift(); next; next = steps.shift()) await next();
};
await Promise.all([runner(), runner()]);
finish();
