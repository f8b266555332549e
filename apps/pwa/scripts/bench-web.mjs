// `pnpm bench:web`: what prerendering buys on a phone. Builds the site twice (prerendered, and client-rendered
// with PRERENDER=0), serves each with the project's own server (gzip, the real headers) on 127.0.0.1, runs
// Lighthouse's mobile preset on every prerendered route (three runs each, the two builds interleaved so that a busy
// machine weighs on both alike), and prints the median LCP, FCP, TBT and Performance score per route for both
// builds. BENCH_ROUTES (comma-separated) measures some of them only. Not part of `npm test`: Lighthouse is
// fetched by npx on first use. Needs Chromium (CHROME_PATH, or /usr/bin/chromium). Every server it starts is
// stopped before it exits.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL_ROUTES = [
  '/',
  '/home',
  '/about',
  '/privacyPolicies',
  '/accountDeletion',
  '/feedback',
  '/hero-lookup',
];
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ALL_ROUTES;
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

const pwaDir = resolve(import.meta.dirname, '..');
const serverDir = resolve(pwaDir, '../server');
const benchDir = join(pwaDir, 'node_modules', '.bench');
const chrome = chromiumPath();
const viteBin = join(
  createRequire(join(pwaDir, 'package.json'))
    .resolve('vite/package.json')
    .replace(/package\.json$/, ''),
  'bin',
  'vite.js',
);

const BUILDS = [
  { name: 'prerendered', env: {} },
  { name: 'client-rendered', env: { PRERENDER: '0' } },
];

/** @type {import('node:child_process').ChildProcess[]} */
const servers = [];
function stopServers() {
  for (const server of servers.splice(0)) if (server.exitCode === null) server.kill('SIGTERM');
}
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopServers();
    process.exit(130);
  });

function build({ name, env }) {
  const outDir = join(benchDir, name);
  console.log(`building the ${name} site into ${outDir}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: pwaDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The ${name} build failed.`);
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** Starts the project's server for `siteDir` (on BENCH_PORT + `offset`, or a free port); resolves with its address. */
function serve(siteDir, offset) {
  const dataDir = mkdtempSync(join(tmpdir(), 'safety-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: process.env.BENCH_PORT ? String(Number(process.env.BENCH_PORT) + offset) : '0',
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  server.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolveUrl, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolveUrl(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`The server for ${siteDir} stopped (${code}): ${output}`)));
  });
}

function lighthouse(url, outputPath) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}.`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    score: Math.round((report.categories.performance.score ?? 0) * 100),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

rmSync(benchDir, { recursive: true, force: true });
mkdirSync(benchDir, { recursive: true });
const sites = BUILDS.map((site) => ({ ...site, dir: build(site) }));
try {
  for (const [index, site] of sites.entries()) site.url = await serve(site.dir, index);
  /** @type {Record<string, Record<string, ReturnType<typeof lighthouse>[]>>} */
  const results = {};
  for (let run = 1; run <= RUNS; run += 1) {
    for (const route of ROUTES) {
      for (const site of sites) {
        const reportFile = join(benchDir, `${site.name}-${route.slice(1) || 'index'}-${run}.json`);
        const metrics = lighthouse(`${site.url}${route}`, reportFile);
        results[route] ??= {};
        results[route][site.name] ??= [];
        results[route][site.name].push(metrics);
        console.log(
          `run ${run} ${route.padEnd(17)} ${site.name.padEnd(16)} LCP ${Math.round(metrics.lcp)} ms, FCP ${Math.round(metrics.fcp)} ms, TBT ${Math.round(metrics.tbt)} ms, score ${metrics.score}`,
        );
      }
    }
  }

  console.log(
    `\nMedian of ${RUNS} Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile runs (simulated slow 4G, 4x CPU slowdown), ${new Date().toISOString().slice(0, 10)}:\n`,
  );
  console.log('| Route | Build | LCP | FCP | TBT | Performance | LCP vs client-rendered |');
  console.log('|---|---|---|---|---|---|---|');
  let met = true;
  for (const route of ROUTES) {
    const summary = Object.fromEntries(
      sites.map(({ name }) => {
        const runs = results[route][name];
        return [
          name,
          {
            lcp: median(runs.map((r) => r.lcp)),
            fcp: median(runs.map((r) => r.fcp)),
            tbt: median(runs.map((r) => r.tbt)),
            score: median(runs.map((r) => r.score)),
          },
        ];
      }),
    );
    const ratio = summary.prerendered.lcp / summary['client-rendered'].lcp;
    if (ratio > 0.6 || summary.prerendered.score < 98) met = false;
    for (const { name } of sites) {
      const { lcp, fcp, tbt, score } = summary[name];
      console.log(
        `| \`${route}\` | ${name} | ${(lcp / 1000).toFixed(2)} s | ${(fcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${score} | ${
          name === 'prerendered' ? `${Math.round(ratio * 100)} %` : ''
        } |`,
      );
    }
  }
  console.log(
    `\nTargets (LCP at most 60 % of the client-rendered build's, Performance at least 98): ${met ? 'met' : 'NOT met'}.`,
  );
} finally {
  stopServers();
}
