import { expect, type Page, type Request, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { STATUS_STREAM } from '@safety-companion/contract';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// An API that cannot stream (an older one without the route, a proxy that does not stream, the instance's limit):
// a `#code=` link asks for the status once, shows it, and keeps it current by its 30-second refresh while the
// stream is tried with back-off, never a lookup per failed try; "Looking up..." never comes back once the status
// is shown.
const server = useE2eServer();
let app: ApiClient;

test.beforeAll(() => {
  app = appOf(server, 'e2e-without-stream');
});

const REFRESH_MS = 30_000;

/** Counts, from the page's start, each time the lookup's waiting words show while a result is on screen. */
function countWaitingAfterResult(page: Page, waiting: string) {
  return page.addInitScript(`{
    const counted = { seen: false, times: 0 };
    window.waitingAfterResult = counted;
    new MutationObserver(() => {
      if (document.getElementById('lookup-result-heading')) counted.seen = true;
      const submit = document.querySelector('form.lookup-form button[type="submit"]');
      const waitingShown = submit?.textContent?.includes(${JSON.stringify(waiting)}) || document.querySelector('[data-waiting]');
      if (counted.seen && waitingShown) counted.times++;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
}

const CASES = [
  {
    answer: 404,
    lang: 'en',
    path: '/hero-lookup',
    viewport: { width: 390, height: 844 },
    scheme: 'light',
    waiting: 'Looking up...',
    notLive: /^Not live, reconnecting\. Refreshing every 30 seconds meanwhile$/,
    line: 'EMERGENCY',
  },
  {
    answer: 503,
    lang: 'es',
    path: '/es/hero-lookup',
    viewport: { width: 1280, height: 800 },
    scheme: 'dark',
    waiting: 'Consultando...',
    notLive: /^Sin conexión en vivo, reconectando\. Mientras tanto, se actualiza cada 30 segundos$/,
    line: 'EMERGENCIA',
  },
] as const;

for (const each of CASES) {
  test(`a link against an API whose stream answers ${each.answer} asks once, then refreshes every 30 s (${each.lang}, ${each.viewport.width} px, ${each.scheme})`, async ({
    page,
  }) => {
    await page.setViewportSize(each.viewport);
    await page.emulateMedia({ colorScheme: each.scheme });
    const status = await app.createStatus({
      timezone: 'UTC',
      location: { latitude: 51.5, longitude: -0.12 },
      emergency: true,
    });
    const lookups: string[] = [];
    const streams: Request[] = [];
    const settled = new Set<Request>();
    const isStream = (request: Request) => request.url().includes(`/api/${STATUS_STREAM.path}`);
    page.on('request', (request) => {
      if (request.url().includes('/api/getSnapshot')) lookups.push(request.url());
      if (isStream(request)) streams.push(request);
    });
    // A stream is settled when its refusal arrived or the page gave it up (closed it) before it was answered.
    const settle = (request: Request) => {
      if (isStream(request)) settled.add(request);
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    // The page's clock moves half a second at a time, each step once every stream asked for has settled: the page
    // schedules its next try from the moment the refusal arrives, which on a busy machine comes later in real time
    // than a jump of the clock.
    const runClock = async (ms: number) => {
      for (let moved = 0; moved < ms; moved += 500) {
        await page.clock.runFor(500);
        // Both counts are read at each poll: in the time the page's clock also moves by itself, it may ask again.
        await expect
          .poll(() => streams.length - settled.size, { message: `streams unsettled at ${moved + 500} ms` })
          .toBe(0);
      }
    };
    // The API without its stream: every stream is refused, as an API without the route or at its limit does.
    await page.route(`**/api/${STATUS_STREAM.path}**`, (route) =>
      // A stream the page has already given up cannot be answered; it settles as failed.
      route
        .fulfill({ status: each.answer, contentType: 'application/json', body: '{"message":"No stream."}' })
        .catch(() => {}),
    );
    await countWaitingAfterResult(page, each.waiting);
    await page.clock.install();
    await page.goto(`${server().url}${each.path}#code=${status.accessCode}`);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(each.line);
    await expect(page.getByText(each.notLive)).toBeVisible();

    // The first 1.5 s: the link's lookup, and one more ask after the first refused stream (is it the end?); the
    // stream's next tries (after 1 s, …) ask nothing.
    await runClock(1_500);
    await expect.poll(() => streams.length).toBeGreaterThanOrEqual(2);
    expect(lookups).toHaveLength(2);

    // The next 30 s: the stream tried again with back-off (2 s, 4 s, 8 s, 16 s), and only the 30-second refresh
    // asks for the status.
    await runClock(REFRESH_MS);
    await expect.poll(() => lookups.length, { message: 'the 30-second refresh asked, once' }).toBe(3);
    expect(streams.length).toBeGreaterThanOrEqual(5);
    await app.updateStatus(status.id, { emergency: false });
    await runClock(REFRESH_MS);
    await expect(page.getByRole('heading', { level: 3 })).not.toHaveText(each.line);
    expect(lookups).toHaveLength(4);
    expect(await page.evaluate('window.waitingAfterResult')).toEqual({ seen: true, times: 0 });
    await expectNoSeriousAxeViolations(page);
  });
}
