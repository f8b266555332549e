// `pnpm bench:web`: what prerendering buys on a phone. Builds the site twice (prerendered, and client-rendered
// with PRERENDER=0), serves each on 127.0.0.1 as every host does (the hosting package's Hono sub-app with the
// build's headers and gzip), runs Lighthouse's mobile preset on every prerendered route (three runs each, the two
// builds interleaved so that a busy machine weighs on both alike), and prints the median LCP, FCP, TBT and
// Performance score per route for both builds. Not part of `npm test`: Lighthouse is fetched by npx on first use.
// Needs Chromium (CHROME_PATH, or /usr/bin/chromium). Run with tsx (`node --import tsx`), which loads the hosting
// package's TypeScript and the site's page table. Every server it starts is stopped before it exits.
//
// Where `/` is measured, the stack's empty app (bench/empty-app/, scripts/empty-app.mjs) is built twice (a single
// bundle, and code-split as the site is), served the same way and measured in the same runs, and the ratio of `/`'s
// LCP to each is printed (issue 60's target: at most 0.5x). BENCH_EMPTY_APP=0 leaves it out. BENCH_SITES
// (`name=folder,...`) measures builds made beforehand instead of building the two sites, the first named taking the
// prerendered build's place, so that candidates are measured in the same runs.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { siteHost } from '@safety-companion/hosting';
import { CHROMIUM_ARGS, chromiumPath } from '@safety-companion/test-support/chromium';
import { prerenderedPages } from '../src/site-pages.ts';
import { benchDir, buildSite, median } from './bench-support.mjs';
import { buildEmptyApp, EMPTY_APP_BUILDS } from './empty-app.mjs';

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
const GIVEN_SITES = process.env.BENCH_SITES?.split(',').map((entry) => {
  const [name, dir] = entry.split('=');
  return { name, dir };
});
const WITH_EMPTY_APP = ROUTES.includes('/') && process.env.BENCH_EMPTY_APP !== '0';

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
const sites = GIVEN_SITES ?? BUILDS.map((site) => ({ ...site, dir: build(site) }));
const [mainSite, otherSite] = sites;
/** The empty app's builds, measured on `/` only. */
const emptyApps = [];
if (WITH_EMPTY_APP) {
  for (const { name, split } of EMPTY_APP_BUILDS) {
    const dir = join(benchDir, name.replace(/\W+/g, '-'));
    console.log(`building the ${name} into ${dir}`);
    await buildEmptyApp(dir, split);
    emptyApps.push({ name, dir });
  }
}
try {
  for (const site of [...sites, ...emptyApps]) site.url = await serveSite(site.dir);
  /** @type {Record<string, Record<string, Awaited<ReturnType<typeof lighthouse>>[]>>} */
  const results = {};
  for (let run = 1; run <= RUNS; run += 1) {
    for (const route of ROUTES) {
      for (const site of route === '/' ? [...sites, ...emptyApps] : sites) {
        const reportFile = join(
          benchDir,
          `${site.name.replace(/\W+/g, '-')}-${route.slice(1).replace(/\//g, '-') || 'index'}-${run}.json`,
        );
        // A run Lighthouse cannot finish (NO_NAVSTART on a busy machine) is left out of the medians, not the bench.
        const metrics = await lighthouse(`${site.url}${route}`, reportFile).catch((error) => {
          console.log(`run ${run} ${route} ${site.name}: ${error.message} Left out.`);
        });
        if (!metrics) continue;
        results[route] ??= {};
        results[route][site.name] ??= [];
        results[route][site.name].push(metrics);
        console.log(
          `run ${run} ${route.padEnd(17)} ${site.name.padEnd(22)} LCP ${Math.round(metrics.lcp)} ms, FCP ${Math.round(metrics.fcp)} ms, TBT ${Math.round(metrics.tbt)} ms, score ${metrics.score}`,
        );
      }
    }
  }

  const medians = (runs) => ({
    runs: runs.length,
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    tbt: median(runs.map((r) => r.tbt)),
    score: median(runs.map((r) => r.score)),
  });
  console.log(
    `\nMedian of ${RUNS} Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile runs (simulated slow 4G, 4x CPU slowdown), ${new Date().toISOString().slice(0, 10)}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} at the end:\n`,
  );
  console.log(
    `| Route | Build | Runs | LCP | FCP | TBT | Performance | LCP vs ${otherSite?.name ?? 'another build'} |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  let met = true;
  for (const route of ROUTES) {
    const measured = Object.entries(results[route] ?? {}).map(([name, runs]) => [name, medians(runs)]);
    const summary = Object.fromEntries(measured);
    const ratio = otherSite && summary[mainSite.name].lcp / summary[otherSite.name].lcp;
    if (ratio > 0.6 || summary[mainSite.name].score < 98) met = false;
    for (const [name, { runs, lcp, fcp, tbt, score }] of measured) {
      const versus = name === mainSite.name && ratio ? `${Math.round(ratio * 100)} %` : '';
      console.log(
        `| \`${route}\` | ${name} | ${runs} | ${(lcp / 1000).toFixed(2)} s | ${(fcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${score} | ${versus} |`,
      );
    }
    if (route === '/' && emptyApps.length) {
      const versusEmpty = emptyApps.map(({ name }) => {
        const times = summary[mainSite.name].lcp / summary[name].lcp;
        return `${name} ${times.toFixed(2)}x`;
      });
      const within = emptyApps.every(({ name }) => summary[mainSite.name].lcp <= 0.5 * summary[name].lcp);
      console.log(
        `\n\`/\` (${mainSite.name}) LCP against ${versusEmpty.join(', ')}: ${within ? 'within' : 'NOT within'} 0.5x of each.\n`,
      );
    }
  }
  if (otherSite)
    console.log(
      `\nTargets (LCP at most 60 % of the ${otherSite.name} build's, Performance at least 98): ${met ? 'met' : 'NOT met'}.`,
    );
} finally {
  stopServers();
}
