// `pnpm bench:web`: what prerendering buys on a phone. Builds the site twice (prerendered, and client-rendered
// with PRERENDER=0), serves each on 127.0.0.1 as every host does (the hosting package's Hono sub-app with the
// build's headers and gzip), runs Lighthouse's mobile preset on every prerendered route (three runs each, the two
// builds interleaved so that a busy machine weighs on both alike), and prints the median LCP, FCP, TBT and
// Performance score per route for both builds. Not part of `npm test`: Lighthouse is fetched by npx on first use.
// Needs Chromium (CHROME_PATH, or /usr/bin/chromium). Run with tsx (`node --import tsx`), which loads the hosting
// package's TypeScript and the site's page table. Every server it starts is stopped before it exits.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { siteHost } from '@safety-companion/hosting';
import { CHROMIUM_ARGS, chromiumPath } from '@safety-companion/test-support/chromium';
import { prerenderedPages } from '../src/site-pages.ts';
import { benchDir, buildSite, median } from './bench-support.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_ROUTES (comma-separated) measures some of the pages only.
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? prerenderedPages().map((page) => page.path);
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

const chrome = chromiumPath();

const BUILDS = [
  { name: 'prerendered', env: {} },
  { name: 'client-rendered', env: { PRERENDER: '0' } },
];

/** @type {ReturnType<typeof serve>[]} */
const servers = [];
function stopServers() {
  for (const server of servers.splice(0)) server.close();
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
  buildSite(outDir, env);
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** Serves the build in `siteDir` on a free port of 127.0.0.1, as the project's server does; resolves with its address. */
function serveSite(siteDir) {
  return new Promise((resolveUrl) => {
    const server = serve({ fetch: siteHost(siteDir).fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolveUrl(`http://127.0.0.1:${info.port}`),
    );
    servers.push(server);
  });
}

/** Runs Lighthouse in a child process; asynchronous, so that the servers in this process keep answering. */
function runLighthouse(args) {
  return new Promise((resolveRun, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: chrome },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => resolveRun(code));
  });
}

async function lighthouse(url, outputPath) {
  const status = await runLighthouse([
    '-y',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
  ]);
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}.`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    score: Math.round((report.categories.performance.score ?? 0) * 100),
  };
}

rmSync(benchDir, { recursive: true, force: true });
mkdirSync(benchDir, { recursive: true });
const sites = BUILDS.map((site) => ({ ...site, dir: build(site) }));
try {
  for (const site of sites) site.url = await serveSite(site.dir);
  /** @type {Record<string, Record<string, Awaited<ReturnType<typeof lighthouse>>[]>>} */
  const results = {};
  for (let run = 1; run <= RUNS; run += 1) {
    for (const route of ROUTES) {
      for (const site of sites) {
        const reportFile = join(benchDir, `${site.name}-${route.slice(1) || 'index'}-${run}.json`);
        const metrics = await lighthouse(`${site.url}${route}`, reportFile);
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
