// `pnpm bench:lookup`: how long a hero waits for a status, and then for its map. In Chromium on a slow phone's terms (150 ms round trips,
// 1.6 Mbps down, 750 kbps up, CPU slowed 4x), each visit in a new browser context (cold cache, no service worker),
// it times navigation → the word EMERGENCY on screen for `/hero-lookup#code=…` (EMERGENCIA for `/es/hero-lookup`),
// and for a plain HTML page whose one inline script fetches the same answer from the same server: the floor the
// network sets. They are interleaved, five runs each (BENCH_RUNS), and the medians and their ratio printed. Target: at most 1.3x. The
// layout shifts of the lookup from navigation until its map is drawn are summed (target: at most 0.05, what moved
// printed when it is missed). The lookup is visited twice each run, with a street map (a PMTiles file of test-support's sample streets, served in byte ranges as the
// server serves MAP_TILES) and without, and the time from EMERGENCY on screen to the map drawn (its figure's
// `data-drawn`: position, circle, trail, and the streets in view loaded) printed too. Target: 1.5 s. Not part of
// `npm test`; run with tsx (`pnpm bench:lookup`), which loads the hosting package's TypeScript. Builds the
// prerendered site and serves it two ways, each with, under /api, an emergency status answered as the project's
// server answers it (JSON, `no-store`), on 127.0.0.1 (BENCH_PORT and the port after it, or free ports): as the
// project's hosts do (the hosting package's Hono sub-app, the build's headers and CSP, Brotli), and as a plain static
// host does (the files as they are, clean URLs, gzip, no other header: no CSP, no caching or preload hints). The
// plain page and the lookup are timed on both; the map, the layout shift and the Spanish page on the first. The
// servers are stopped before it exits.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import {
  contentTypeFor,
  HOSTING_FILE,
  hostingSettingsJson,
  readHostingSettings,
  siteHost,
} from '@safety-companion/hosting';
import { streetMapSample, TEST_SNAPSHOT, writePmtiles } from '@safety-companion/test-support';
import { chromiumLaunchOptions, emulateSlowPhone } from '@safety-companion/test-support/chromium';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { benchDir, buildSite, median } from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_RATIO = 1.3;
const TARGET_SHIFT = 0.05;
const MAP_TARGET_MS = 1_500;

const CODE = 'BENCH1';
const EMERGENCY = {
  ...TEST_SNAPSHOT,
  accessCode: CODE,
  emergency: true,
  startTime: new Date(Date.now() - 30 * 60_000).toISOString(),
  endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
  timestamp: new Date(Date.now() - 60_000).toISOString(),
  reason: 'Emergency switched on',
  info: 'Benchmark status. No real person is involved.',
  location: { ...TEST_SNAPSHOT.location, accuracy: 15 },
  // A walk of ten positions, a minute apart, to the current one.
  trail: Array.from({ length: 10 }, (_, index) => ({
    latitude:
      TEST_SNAPSHOT.startLocation.latitude +
      (index / 9) * (TEST_SNAPSHOT.location.latitude - TEST_SNAPSHOT.startLocation.latitude),
    longitude:
      TEST_SNAPSHOT.startLocation.longitude +
      (index / 9) * (TEST_SNAPSHOT.location.longitude - TEST_SNAPSHOT.startLocation.longitude),
    accuracy: 15,
    at: new Date(Date.now() - (10 - index) * 60_000).toISOString(),
  })),
};

const STREET_MAP = writePmtiles({
  layers: streetMapSample([TEST_SNAPSHOT.location.longitude, TEST_SNAPSHOT.location.latitude]),
  minZoom: 0,
  maxZoom: 15,
  gzipTiles: true,
});
const TILES_PATH = '/api/map/tiles.pmtiles';
/** Whether the API says it has a street map: switched per visit. */
let streetMap = true;

const siteDir = join(benchDir, 'lookup-site');

// The comparison: nothing but the request and the word, as small as a page can be, its script inline (allowed,
// like the lookup's, by its hash in the CSP of the build it is served with).
const PLAIN_JS = `var code=new URLSearchParams(location.hash.slice(1)).get("code");
fetch("/api/getSnapshot?accessCode="+code,{headers:{"Content-Type":"application/json",Accept:"application/json"}})
.then(function(r){return r.json()}).then(function(s){document.getElementById("status").textContent=s.emergency?"EMERGENCY":"Active"});`;
const PLAIN_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Status</title></head>
<body><h1 id="status">Loading…</h1><script>${PLAIN_JS}</script></body></html>
`;

/** @type {ReturnType<typeof serve>[]} */
const servers = [];
function stopServer() {
  for (const server of servers.splice(0)) server.close();
}
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });

function build() {
  console.log(`building the site into ${siteDir}`);
  buildSite(siteDir);
  writeFileSync(join(siteDir, 'bench-plain.html'), PLAIN_HTML);
  const hosting = readHostingSettings(siteDir);
  const plainHash = `sha256-${createHash('sha256').update(PLAIN_JS).digest('base64')}`;
  const scriptHashes = [...(hosting.scriptHashes ?? []), plainHash];
  writeFileSync(join(siteDir, HOSTING_FILE), hostingSettingsJson({ ...hosting, scriptHashes }));
}

/** The status's API, as the project's server answers it, on either host. */
function withApi(api) {
  return (
    api
      .get('/api/getSnapshot', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.req.query('accessCode') === CODE
          ? c.json(EMERGENCY)
          : c.json({ message: 'User not found' }, 404);
      })
      .get('/api/map', (c) => c.json({ tiles: streetMap ? TILES_PATH : null }))
      // One byte range, as the server answers MAP_TILES (its ETag and revalidation left out: every visit is cold).
      .get(TILES_PATH, (c) => {
        const [, first, last] = /^bytes=(\d+)-(\d+)$/.exec(c.req.header('Range') ?? '') ?? [];
        if (first === undefined || last === undefined) return c.body(STREET_MAP, 200);
        const end = Math.min(Number(last), STREET_MAP.length - 1);
        c.header('Content-Range', `bytes ${first}-${end}/${STREET_MAP.length}`);
        c.header('Cache-Control', 'private, no-cache');
        return c.body(STREET_MAP.slice(Number(first), end + 1), 206);
      })
  );
}

/**
 * The build's files as a plain static host serves them: clean URLs (`/hero-lookup` → `hero-lookup.html`), gzip for
 * text, and no header of the build's own (no CSP, no caching or preload hints).
 */
function plainStaticHost() {
  const app = new Hono();
  app.use('*', compress({ encoding: 'gzip' }));
  withApi(app);
  app.get('*', (c) => {
    const path = normalize(decodeURIComponent(c.req.path)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
      const file = join(siteDir, candidate);
      if (!statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
      c.header('Content-Type', contentTypeFor(candidate));
      return c.body(readFileSync(file));
    }
    return c.notFound();
  });
  return app;
}

/** Serves `app` on 127.0.0.1 (`port`, or a free one); resolves with its origin. */
function serveOn(app, port) {
  return new Promise((resolveUrl) => {
    servers.push(
      serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) =>
        resolveUrl(`http://127.0.0.1:${info.port}`),
      ),
    );
  });
}

/**
 * In the page, from its first script on: the frame in which the word EMERGENCY (on the Spanish page EMERGENCIA)
 * first appears, and the map's; and
 * the layout shifts (as cumulative layout shift counts them), with what moved.
 */
function watchForEmergency() {
  window.__shift = 0;
  window.__shifted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shift += entry.value;
      for (const { node, previousRect, currentRect } of entry.sources ?? [])
        window.__shifted.push(
          `${node?.nodeName ?? '?'}.${node?.className ?? ''} ${Math.round(previousRect.y)}→${Math.round(currentRect.y)}`,
        );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // The word as shown: a script's text (the plain page's inline script names it) does not count.
  const shown = () => {
    if (!document.body) return false;
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode())
      if (text.parentElement?.tagName !== 'SCRIPT' && /EMERGENC(Y|IA)/.test(text.data)) return true;
    return false;
  };
  new MutationObserver((_records, observer) => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame((frame) => {
      window.__emergencyShownAt = frame;
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('article.sc-status')) return;
    observer.disconnect();
    requestAnimationFrame((frame) => {
      window.__panelShownAt = frame;
    });
  }).observe(document, { childList: true, subtree: true });
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('figure[data-drawn]')) return;
    observer.disconnect();
    requestAnimationFrame((frame) => {
      window.__mapDrawnAt = frame;
    });
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
}

/**
 * Milliseconds from navigation to the frame showing EMERGENCY, in a fresh context on slow-phone terms, and with
 * `map`, from that frame to the one showing the map drawn.
 */
async function timeVisit(browser, url, map = false) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await emulateSlowPhone(context, page);
    await page.addInitScript(watchForEmergency);
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(() => window.__emergencyShownAt, null, { timeout: 30_000 });
    const emergency = Number(await shown.jsonValue());
    // Where the time went: when the status's request left, and when its answer had arrived.
    const { asked, answered } = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/getSnapshot'));
      return { asked: entry?.startTime ?? Number.NaN, answered: entry?.responseEnd ?? Number.NaN };
    });
    const timing = { asked, painted: emergency - answered };
    if (!map) return { emergency, ...timing };
    const drawn = Number(
      await (await page.waitForFunction(() => window.__mapDrawnAt, null, { timeout: 30_000 })).jsonValue(),
    );
    const panel = Number(await page.evaluate(() => window.__panelShownAt));
    const { shift, shifted } = await page.evaluate(() => ({
      shift: window.__shift,
      shifted: window.__shifted,
    }));
    if (shift > TARGET_SHIFT) console.log(`  moved: ${shifted.join('; ')}`);
    return { emergency, ...timing, map: drawn - emergency, afterPanel: drawn - panel, shift };
  } finally {
    await context.close();
  }
}

rmSync(siteDir, { recursive: true, force: true });
mkdirSync(siteDir, { recursive: true });
try {
  build();
  const port = Number(process.env.BENCH_PORT ?? 0);
  // The site and the status's API on one origin, as the project's server serves them; and as a plain host would.
  const origin = await serveOn(siteHost(siteDir, withApi), port);
  const plainHost = await serveOn(plainStaticHost(), port && port + 1);
  const visits = [
    { name: 'plain', url: `${origin}/bench-plain.html#code=${CODE}`, map: false },
    { name: 'hero-lookup', url: `${origin}/hero-lookup#code=${CODE}`, map: true, streets: true },
    { name: 'static-plain', url: `${plainHost}/bench-plain.html#code=${CODE}`, map: false },
    { name: 'static-lookup', url: `${plainHost}/hero-lookup#code=${CODE}`, map: false },
    { name: 'no-street-map', url: `${origin}/hero-lookup#code=${CODE}`, map: true, streets: false },
    { name: 'es-hero-lookup', url: `${origin}/es/hero-lookup#code=${CODE}`, map: false },
  ];
  const browser = await chromium.launch(chromiumLaunchOptions());
  /** @type {Record<string, number[]>} */
  const times = {
    plain: [],
    'hero-lookup': [],
    'es-hero-lookup': [],
    'static-plain': [],
    'static-lookup': [],
  };
  /** @type {Record<string, number[]>} */
  const maps = { 'hero-lookup': [], 'no-street-map': [] };
  /** @type {Record<string, number[]>} */
  const afterPanel = { 'hero-lookup': [], 'no-street-map': [] };
  /** @type {number[]} */
  const shifts = [];
  /** @type {Record<string, number[]>} When each page's request left, and how long after its answer the word showed. */
  const asked = {};
  /** @type {Record<string, number[]>} */
  const painted = {};
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const visit of visits) {
        streetMap = visit.streets ?? false;
        const timed = await timeVisit(browser, visit.url, visit.map);
        if (visit.name !== 'no-street-map') {
          times[visit.name].push(timed.emergency);
          asked[visit.name] = [...(asked[visit.name] ?? []), timed.asked];
          painted[visit.name] = [...(painted[visit.name] ?? []), timed.painted];
        }
        if (timed.map !== undefined) maps[visit.name].push(timed.map);
        if (timed.afterPanel !== undefined) afterPanel[visit.name].push(timed.afterPanel);
        if (timed.shift !== undefined) shifts.push(timed.shift);
        console.log(
          `run ${run} ${visit.name.padEnd(14)} EMERGENCY on screen after ${Math.round(timed.emergency)} ms (asked at ${Math.round(timed.asked)} ms, on screen ${Math.round(timed.painted)} ms after the answer)${
            timed.map === undefined
              ? ''
              : `, map drawn ${Math.round(timed.map)} ms later (${Math.round(timed.afterPanel)} ms after the app's panel), layout shift ${timed.shift.toFixed(3)}`
          }`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const plain = median(times.plain);
  const lookup = median(times['hero-lookup']);
  const ratio = lookup / plain;
  const staticPlain = median(times['static-plain']);
  const staticLookup = median(times['static-lookup']);
  const staticRatio = staticLookup / staticPlain;
  console.log(
    `\nMedian of ${RUNS} cold visits (150 ms RTT, 1.6 Mbps, 4x CPU slowdown), ${new Date().toISOString().slice(0, 10)}:\n`,
  );
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const spread = (name) => `${seconds(Math.min(...times[name]))}–${seconds(Math.max(...times[name]))}`;
  console.log('| Page | Host | EMERGENCY on screen (range) |');
  console.log('|---|---|---|');
  const plainPage = 'plain HTML page, one inline script fetching the status';
  console.log(`| ${plainPage} | hosting package | ${seconds(plain)} (${spread('plain')}) |`);
  console.log(
    `| \`/hero-lookup#code=…\` | hosting package | ${seconds(lookup)} (${spread('hero-lookup')}) |`,
  );
  const spanish = median(times['es-hero-lookup']);
  console.log(
    `| \`/es/hero-lookup#code=…\` | hosting package | ${seconds(spanish)} (${spread('es-hero-lookup')}) |`,
  );
  console.log(`| ${plainPage} | plain static host | ${seconds(staticPlain)} (${spread('static-plain')}) |`);
  console.log(
    `| \`/hero-lookup#code=…\` | plain static host | ${seconds(staticLookup)} (${spread('static-lookup')}) |`,
  );
  console.log('\n| Page | Host | Request left after navigation | EMERGENCY on screen after the answer |');
  console.log('|---|---|---|---|');
  for (const [name, page, host] of [
    ['plain', 'plain page', 'hosting package'],
    ['hero-lookup', '`/hero-lookup`', 'hosting package'],
    ['static-plain', 'plain page', 'plain static host'],
    ['static-lookup', '`/hero-lookup`', 'plain static host'],
  ])
    console.log(
      `| ${page} | ${host} | ${Math.round(median(asked[name]))} ms | ${Math.round(median(painted[name]))} ms |`,
    );
  const verdict = (value) => (value <= TARGET_RATIO ? 'met' : 'NOT met');
  console.log(
    `\nRatio (target at most ${TARGET_RATIO}x): hosting package ${ratio.toFixed(2)}x, ${verdict(ratio)}; plain static host ${staticRatio.toFixed(2)}x, ${verdict(staticRatio)}; in Spanish ${(spanish / plain).toFixed(2)}x.`,
  );
  const withStreets = median(maps['hero-lookup']);
  const withoutStreets = median(maps['no-street-map']);
  console.log("\n| The lookup's map | Drawn after EMERGENCY on screen (median) |");
  console.log('|---|---|');
  console.log(`| with a street map (MAP_TILES) | ${(withStreets / 1000).toFixed(2)} s |`);
  console.log(`| without a street map | ${(withoutStreets / 1000).toFixed(2)} s |`);
  const mapMet = Math.max(withStreets, withoutStreets) <= MAP_TARGET_MS;
  console.log(`\nMap within ${MAP_TARGET_MS / 1000} s of the status: ${mapMet ? 'met' : 'NOT met'}.`);
  const worstShift = Math.max(...shifts);
  console.log(
    `Layout shift from navigation to the map drawn: median ${median(shifts).toFixed(3)}, at most ${worstShift.toFixed(3)} (target at most ${TARGET_SHIFT}): ${worstShift <= TARGET_SHIFT ? 'met' : 'NOT met'}.`,
  );
} finally {
  stopServer();
}
