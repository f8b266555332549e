import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { ApiClient, StatusCreateInput } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServerWithStreets } from '../test/e2e-server.js';
import { tcpProxy } from '../test/tcp-proxy.js';

// The lookup at its worst moments, in Chromium against the real server, the built site and its own street map: the
// end (seen while shown, and found by a first lookup), no connection, and a server that does not answer. At a
// phone's width and a desktop's, light and dark; one language per state, both on the emergency; axe in each.

const HERE = { latitude: 41.8809, longitude: -87.6329, accuracy: 12 };
const START = { latitude: 41.8789, longitude: -87.6359 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** How often the page tries again after a network failure (its `NETWORK_RETRY_MS`): '10 seconds' in its texts. */
const RETRY_MS = 10_000;
/** Each language's lookup and the texts of the tests that run in both; the hero's number is 999 (locale en-GB). */
const LANGUAGES = {
  en: {
    path: '/hero-lookup',
    live: 'Live: changes show as they happen',
    offline:
      "No connection. Riley's status will show as soon as you are back online; we try every 10 seconds.",
    fearCall: 'If you fear for them now, call 999.',
    call: 'Call 999',
    retrying: 'Not live, reconnecting. Trying again every 10 seconds meanwhile',
  },
  es: {
    path: '/es/hero-lookup',
    live: 'En vivo: los cambios se ven al instante',
    offline:
      'Sin conexión. El estado de Riley se mostrará en cuanto vuelvas a tener conexión; lo intentamos cada 10 segundos.',
    fearCall: 'Si temes por esa persona ahora, llama al 999.',
    call: 'Llamar al 999',
    retrying: 'Sin conexión en vivo, reconectando. Mientras tanto, lo volvemos a intentar cada 10 segundos',
  },
};
type Language = keyof typeof LANGUAGES;

const server = useE2eServerWithStreets(HERE);
let app: ApiClient;
test.beforeAll(() => {
  app = appOf(server, 'e2e-end-and-outages');
});

function startStatus(input: Partial<StatusCreateInput> = {}) {
  return app.createStatus({
    timezone: 'UTC',
    location: HERE,
    startLocation: START,
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    displayName: 'Riley',
    ...input,
  });
}

const statusLine = (page: Page) => page.getByRole('heading', { level: 3 }).first();
const drawnMap = (page: Page) => page.locator('figure[data-drawn]:not([data-early-status] figure)');
/** The boxes the page shows about what failed: its alerts that say something, and the site's offline notice. */
const boxes = (page: Page) =>
  page.locator('[role="alert"]:not(:empty), .offline-indicator[data-visible="true"]');
/** The one box a network failure shows. */
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });
const resultHeading = (page: Page) => page.locator('#lookup-result-heading');

/**
 * Looks up a status by its link and waits until it shows live with its map, and the code that names the hero's
 * number has loaded (a lookup asks for it as it starts): without a service worker nothing loads offline.
 */
async function showLive(page: Page, language: Language, code: string, origin = server().url) {
  await page.goto(`${origin}${LANGUAGES[language].path}#code=${code}`);
  await expect(page.getByText(LANGUAGES[language].live)).toBeVisible();
  await expect(drawnMap(page)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        "performance.getEntriesByType('resource').some((entry) => /hero-number/.test(entry.name))",
      ),
    )
    .toBe(true);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Records, at each change of the page, whether it shows the live status, the ended one, or neither. */
async function recordViews(page: Page) {
  await page.evaluate(`
    window.views = [];
    new MutationObserver(() => {
      const live = document.querySelector('.sc-status:not(.sc-status--ended)') !== null;
      const ended = document.querySelector('.lookup-result__ended') !== null;
      window.views.push(live === ended ? 'neither or both' : live ? 'live' : 'ended');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  `);
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`at ${viewport.width} px, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme, locale: 'en-GB', timezoneId: 'UTC' });

      test('the end seen while shown (en): it says what it means, and what it was, quietly, in one frame', async ({
        page,
      }) => {
        const status = await startStatus({ emergency: true, battery: { level: 0.08, charging: false } });
        await showLive(page, 'en', status.accessCode);
        await app.acknowledge({ accessCode: status.accessCode, kind: 'on-the-way', name: 'Sam' });
        const answers = page.getByRole('region', { name: 'Answers from heroes' });
        await expect(answers.getByRole('listitem')).toHaveText([/^Sam is on the way/]);
        await recordViews(page);

        await app.stopStatus(status.id);
        const stopped = new Date();
        await expect(resultHeading(page)).toHaveText("Riley's status has ended");
        await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
        const minutes = [stopped, new Date(stopped.getTime() + 60_000)].map((at) =>
          new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' }).format(at),
        );
        const meaning = minutes.map(
          (time) =>
            `Riley stopped sharing at ${time}. This does not tell you that they are safe. If you were worried, call them.`,
        );
        await expect(page.getByText(new RegExp(`^(${meaning.map(escapeRegExp).join('|')})$`))).toBeVisible();
        // What it was, under its own heading, quietly: no red block, no LOW badge, the old state as 'Was: …'.
        const before = page.getByRole('region', { name: 'Before it ended' });
        await expect(before.getByRole('heading', { level: 4 })).toHaveText('Was: EMERGENCY');
        const panel = before.getByRole('article');
        await expect(panel).toHaveClass(/sc-status--ended/);
        await expect(panel).not.toHaveClass(/sc-status--emergency/);
        await expect(before.locator('.sc-status__line')).not.toHaveCSS('font-weight', '900');
        await expect(panel).toHaveCSS('border-top-width', '1px');
        await expect(before.locator('.sc-status__low, .sc-status__battery--low')).toHaveCount(0);
        await expect(before.getByText(/^Battery 8%/)).toBeVisible();
        await expect(before.getByText('Start time', { exact: true })).toBeVisible();
        await expect(
          before.getByRole('region', { name: 'Answers from heroes' }).getByRole('listitem'),
        ).toHaveText([/^Sam is on the way/]);
        await expect(page.getByRole('link', { name: /^Call/ })).toHaveCount(0);
        await expect(page.getByRole('status').filter({ hasText: 'This status has ended.' })).toHaveText(
          'Status changed: This status has ended.',
        );
        // Never a moment with neither view: the ended one replaces the live one in the frame that says the end.
        const views = await page.evaluate<string[]>('window.views');
        expect(views.filter((view) => view !== 'live' && view !== 'ended')).toEqual([]);
        expect(views.at(-1)).toBe('ended');
        await expectNoSeriousAxeViolations(page);
      });

      test('a first lookup of an ended code (es): it has ended, and the person stopped sharing it', async ({
        page,
      }) => {
        const status = await startStatus({ emergency: true });
        await app.stopStatus(status.id);
        await page.goto(`${server().url}${LANGUAGES.es.path}#code=${status.accessCode}`);
        await expect(resultHeading(page)).toHaveText('Estado');
        await expect(resultHeading(page)).toBeFocused();
        await expect(page.getByText('Este estado ha finalizado.', { exact: true })).toBeVisible();
        await expect(
          page.getByText(
            'La persona dejó de compartirlo. Esto no te dice que esté a salvo. Si te preocupaba, llama a esa persona.',
          ),
        ).toBeVisible();
        await expect(page.getByRole('region', { name: 'Antes de finalizar' })).toHaveCount(0);
        await expect(boxes(page)).toHaveCount(0);
        await expectNoSeriousAxeViolations(page);
      });

      for (const language of ['en', 'es'] as const) {
        test(`no connection during an emergency (${language}): one notice, with the hero’s Call link`, async ({
          page,
          context,
        }) => {
          const words = LANGUAGES[language];
          const status = await startStatus({ emergency: true });
          await showLive(page, language, status.accessCode);
          await goOffline(context);

          const box = notice(page);
          await expect(box).toContainText(words.offline);
          await expect(box).toContainText(words.fearCall);
          await expect(box.getByRole('link', { name: words.call, exact: true })).toHaveAttribute(
            'href',
            'tel:999',
          );
          await expect(boxes(page)).toHaveCount(1);
          await expect(page.getByText(words.retrying)).toBeVisible();
          // The status stays right under the notice, not a screen further down.
          const noticeBox = await box.boundingBox();
          const lineTop = (await statusLine(page).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
          expect(noticeBox?.height).toBeLessThan(viewport === PHONE ? 320 : 200);
          expect(lineTop - ((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0))).toBeLessThan(120);
          await expectNoSeriousAxeViolations(page);

          await context.setOffline(false);
          await expect(page.getByText(words.live)).toBeVisible({ timeout: RETRY_MS + 2_000 });
          await expect(boxes(page)).toHaveCount(0);
        });
      }

      test.describe('a browser that names no country', () => {
        test.use({ locale: 'fr' });

        test('no connection (en): the Call link reads "Call your local emergency number"', async ({
          page,
          context,
        }) => {
          const status = await startStatus({ emergency: true });
          await showLive(page, 'en', status.accessCode);
          await goOffline(context);
          const box = notice(page);
          await expect(box).toContainText('If you fear for them now, call your local emergency number.');
          const call = 'Call your local emergency number';
          await expect(box.getByRole('link', { name: call, exact: true })).toHaveAttribute(
            'href',
            /^tel:\d+$/,
          );
          // The action bar's link says the same.
          await expect(page.getByRole('link', { name: call, exact: true })).toHaveCount(2);
          await expectNoSeriousAxeViolations(page);
        });
      });

      test('a server that does not answer (es): one notice that blames the server, tried every 10 s', async ({
        page,
      }) => {
        const words = LANGUAGES.es;
        const { hostname, port } = new URL(server().url);
        const proxy = tcpProxy({ host: hostname, port: Number(port) });
        await proxy.start();
        try {
          const status = await startStatus({ emergency: true });
          await showLive(page, 'es', status.accessCode, proxy.url);
          await proxy.stop();
          const box = notice(page);
          await expect(box).toHaveText(
            'Nuestro servidor no responde. Lo volvemos a intentar cada 10 segundos.',
          );
          await expect(boxes(page)).toHaveCount(1);
          await expect(page.getByText(words.retrying)).toBeVisible();
          await expect(
            page.getByText('No se pudo conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.'),
          ).toHaveCount(0);
          await expectNoSeriousAxeViolations(page);

          await proxy.start();
          await expect(page.getByText(words.live)).toBeVisible({ timeout: RETRY_MS + 2_000 });
          await expect(boxes(page)).toHaveCount(0);
        } finally {
          await proxy.stop();
        }
      });
    });
  }
}
