// `pnpm bench:lookup`: how long a hero waits for a status. In Chromium on a slow phone's terms (150 ms round trips,
// 1.6 Mbps down, 750 kbps up, CPU slowed 4x), each visit in a new browser context (cold cache, no service worker),
// it times navigation → the word EMERGENCY on screen for `/hero-lookup#code=…`, and for a plain HTML page whose
// one inline script fetches the same answer from the same server: the floor the network sets. The two are
// interleaved, five runs each (BENCH_RUNS), and the medians and their ratio printed. Target: at most 1.3x. For the
// lookup it also sums the layout shifts from navigation until its full panel shows (target: at most 0.05). Not part of
// `npm test`; run with tsx (`pnpm bench:lookup`), which loads the hosting package's TypeScript. Builds the
// prerendered site and serves it as every host does (the hosting package's Hono sub-app, the build's headers,
// gzip) with, under /api, an emergency status answered as the project's server answers it (JSON, `no-store`), on
// 127.0.0.1 (BENCH_PORT, or a free port); the server is stopped before it exits.

import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { HOSTING_FILE, hostingSettingsJson, readHostingSettings, siteHost } from '@safety-companion/hosting';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';
import { chromiumLaunchOptions } from '@safety-companion/test-support/chromium';
import { benchDir, buildSite, median } from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_RATIO = 1.3;
const TARGET_SHIFT = 0.05;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;

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
};

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

/** @type {ReturnType<typeof serve> | undefined} */
let server;
function stopServer() {
  server?.close();
  server = undefined;
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

/** The site and the status's API on one origin, as the project's server serves them. */
function serveSiteAndApi() {
  const app = siteHost(siteDir, (api) =>
    api.get('/api/getSnapshot', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.req.query('accessCode') === CODE
        ? c.json(EMERGENCY)
        : c.json({ message: 'User not found' }, 404);
    }),
  );
  return new Promise((resolveUrl) => {
    server = serve(
      { fetch: app.fetch, port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1' },
      (info) => resolveUrl(`http://127.0.0.1:${info.port}`),
    );
  });
}

/**
 * In the page, from its first script on: the frame in which the word EMERGENCY first appears, and the layout
 * shifts (as cumulative layout shift counts them) until the lookup's full panel (its 'Start time') shows.
 */
function watchForEmergency() {
  window.__shift = 0;
  window.__shifted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shift += entry.value;
      // What moved, and from where to where: a benchmark that fails says why.
      for (const { node, previousRect, currentRect } of entry.sources ?? [])
        window.__shifted.push(
          `${node?.nodeName ?? '?'}.${node?.className ?? ''} ${Math.round(previousRect.y)}→${Math.round(currentRect.y)}`,
        );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_records, observer) => {
    if (!document.body?.textContent?.includes('EMERGENCY')) return;
    observer.disconnect();
    requestAnimationFrame((frame) => {
      window.__emergencyShownAt = frame;
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Milliseconds from navigation to the frame showing EMERGENCY, in a fresh context on slow-phone terms, and with
 * `fullPanel`, the layout shift until the full panel shows.
 */
async function timeVisit(browser, url, fullPanel = false) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchForEmergency);
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(() => window.__emergencyShownAt, null, { timeout: 30_000 });
    const ms = Number(await shown.jsonValue());
    if (!fullPanel) return { ms };
    await page.getByText('Start time').waitFor({ timeout: 30_000 });
    // Two frames more, so that the panel's own layout is counted.
    const shift = await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.__shift)))),
    );
    return { ms, shift: Number(shift) };
  } finally {
    await context.close();
  }
}

rmSync(siteDir, { recursive: true, force: true });
mkdirSync(siteDir, { recursive: true });
try {
  build();
  const origin = await serveSiteAndApi();
  const pages = {
    plain: `${origin}/bench-plain.html#code=${CODE}`,
    'hero-lookup': `${origin}/hero-lookup#code=${CODE}`,
  };
  const browser = await chromium.launch(chromiumLaunchOptions());
  /** @type {Record<string, number[]>} */
  const times = { plain: [], 'hero-lookup': [] };
  const shifts = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [name, url] of Object.entries(pages)) {
        const { ms, shift } = await timeVisit(browser, url, name === 'hero-lookup');
        times[name].push(ms);
        if (shift !== undefined) shifts.push(shift);
        const shifted = shift === undefined ? '' : `, layout shift ${shift.toFixed(3)} until the full panel`;
        console.log(`run ${run} ${name.padEnd(12)} EMERGENCY on screen after ${Math.round(ms)} ms${shifted}`);
      }
    }
  } finally {
    await browser.close();
  }
  const plain = median(times.plain);
  const lookup = median(times['hero-lookup']);
  const ratio = lookup / plain;
  console.log(
    `\nMedian of ${RUNS} cold visits (150 ms RTT, 1.6 Mbps, 4x CPU slowdown), ${new Date().toISOString().slice(0, 10)}:\n`,
  );
  console.log('| Page | EMERGENCY on screen |');
  console.log('|---|---|');
  console.log(`| plain HTML page, one inline script fetching the status | ${(plain / 1000).toFixed(2)} s |`);
  console.log(`| \`/hero-lookup#code=…\` | ${(lookup / 1000).toFixed(2)} s |`);
  console.log(
    `\nRatio ${ratio.toFixed(2)}x (target at most ${TARGET_RATIO}x): ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}.`,
  );
  const worstShift = Math.max(...shifts);
  console.log(
    `Layout shift from navigation to the full panel: median ${median(shifts).toFixed(3)}, at most ${worstShift.toFixed(3)} (target at most ${TARGET_SHIFT}): ${worstShift <= TARGET_SHIFT ? 'met' : 'NOT met'}.`,
  );
} finally {
  stopServer();
}
