import { expect, type Page, test } from '@playwright/test';
import { type ApiClient, SILENT_AFTER_MS } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServerWithStreets } from '../test/e2e-server.js';

// The phone's time, not the page's, in Chromium against the real server and the built site with its own test
// tiles: the top line says when the phone last reported, ticking; past the contract's SILENT_AFTER_MS (2 minutes in
// an emergency, 10 otherwise, moved on with page.clock) a note right under the heading says for how long nothing
// came, the mark on the map turns grey, the connection line stops saying "Live", and the note is said once to a
// screen reader, assertively in an emergency; a report brings it all back. At 390×844 and 1280×800, light and dark.

const HERE = { latitude: 41.8809, longitude: -87.6329, accuracy: 12 };
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TIME_ZONE = 'Europe/London';
const SILENCE_NOTE = 'The position may be out of date: their phone may be off or without signal.';
const SILENCIO = 'La posición puede no estar al día: puede que su teléfono esté apagado o sin señal.';

const server = useE2eServerWithStreets(HERE);

/** The phone of one test: its own user, so that the tests never reach the most live statuses one user may have. */
const phoneOf = (user: string) => appOf(server, user);

async function start(phone: ApiClient, fields: { emergency: boolean; displayName?: string }) {
  return phone.createStatus({
    timezone: TIME_ZONE,
    location: { ...HERE, takenAt: new Date().toISOString() },
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    ...fields,
  });
}

/** The time of the phone's last report as the page writes it in `locale`. */
function reportedAt(timestamp: unknown, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(String(timestamp)),
  );
}

const drawnMap = (page: Page) => page.locator('figure[data-drawn]:not([data-early-status] figure)');
const note = (page: Page) => page.locator('.lookup-silence');
const connection = (page: Page) => page.locator('.lookup-connection');
const polite = (page: Page) => page.locator('.lookup-silence-said[aria-live="polite"]');
const assertive = (page: Page) => page.locator('.lookup-silence-said[aria-live="assertive"]');

/** Opens the status's link with the page's clock under the test's hand, and waits for its map and its stream. */
async function open(page: Page, path: string, code: string, live: RegExp) {
  await page.clock.install();
  await page.goto(`${server().url}${path}#code=${code}`);
  await expect(drawnMap(page)).toBeVisible();
  await expect(connection(page)).toHaveText(live);
}

// The page's code below is a string: this project's server code has no DOM types.

/** Whether the current position is drawn in the muted grey of the page's quiet text, not in its own colour. */
function markIsGrey(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const muted = getComputedStyle(document.querySelector('.lookup-result__updated')).color;
    const fill = (selector) => getComputedStyle(document.querySelector(selector)).fill;
    return fill('path.status-map__position') === muted && fill('path.status-map__accuracy') === muted;
  })()`);
}

/** Keeps every text the live regions of the silence are given, from now on. */
async function recordSaid(page: Page) {
  await page.evaluate(`(() => {
    window.said = [];
    for (const region of document.querySelectorAll('.lookup-silence-said')) {
      new MutationObserver(() => {
        if (region.textContent) window.said.push(region.getAttribute('aria-live') + ': ' + region.textContent);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    }
  })()`);
  return () => page.evaluate<string[]>('window.said');
}

for (const viewport of [MOBILE, DESKTOP]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.width}×${viewport.height}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme, locale: 'en-GB', timezoneId: TIME_ZONE });
      const user = `e2e-silent-${viewport.width}-${colorScheme}`;

      test('a phone that reports: when it last did, ticking, and live; a countdown is not silent at 3 minutes', async ({
        page,
      }) => {
        const phone = phoneOf(user);
        const { id, accessCode, snapshot } = await start(phone, { emergency: false, displayName: 'Riley' });
        try {
          await open(page, '/hero-lookup', accessCode, /^Live: changes show as they happen$/);
          const time = reportedAt(snapshot.timestamp, 'en-GB');
          const top = page.getByText(/^Riley's phone last reported /);
          await expect(top).toHaveText(
            new RegExp(`^Riley's phone last reported ${time} \\(\\d+ sec ago\\)$`),
          );
          // Right under the heading, before the connection line.
          await expect(page.locator('.lookup-result__who + * + * + .lookup-result__updated')).toHaveCount(1);
          expect(await markIsGrey(page)).toBe(false);
          await expectNoSeriousAxeViolations(page);

          await page.clock.fastForward(3 * 60_000);
          await expect(top).toHaveText(`Riley's phone last reported ${time} (3 min ago)`);
          await expect(note(page)).toHaveCount(0);
          await expect(connection(page)).toHaveText('Live: changes show as they happen');
        } finally {
          await phone.stopStatus(id);
        }
      });

      test('en español, a countdown without a name silent for 10 minutes: the note, a grey mark, said politely', async ({
        page,
      }) => {
        const phone = phoneOf(user);
        const { id, accessCode, snapshot } = await start(phone, { emergency: false });
        try {
          await open(page, '/es/hero-lookup', accessCode, /^En vivo: /);
          const time = reportedAt(snapshot.timestamp, 'es');
          const said = await recordSaid(page);
          // Just before: the report came a moment before the page opened, not 10 s before.
          await page.clock.fastForward(SILENT_AFTER_MS.other - 10_000);
          await expect(note(page)).toHaveCount(0);
          await expect(connection(page)).toHaveText(/^En vivo: /);

          await page.clock.fastForward(10_000);
          const text = `Sin noticias del teléfono desde hace 10 min. ${SILENCIO}`;
          await expect(note(page)).toHaveText(text);
          await expect(page.locator('.lookup-result__who + .lookup-silence')).toHaveCount(1);
          await expect(page.getByText(/^Última señal del teléfono: /)).toHaveText(
            `Última señal del teléfono: ${time} (hace 10 min)`,
          );
          await expect(connection(page)).toHaveText('Conectado · esperando al teléfono');
          await expect(connection(page)).toHaveAttribute('data-connection', 'waiting');
          expect(await markIsGrey(page)).toBe(true);
          await expect(polite(page)).toHaveText(text);
          await expect(assertive(page)).toBeEmpty();
          await expectNoSeriousAxeViolations(page);

          // The note ticks; what was said is not said again.
          await page.clock.fastForward(60_000);
          await expect(note(page)).toHaveText(`Sin noticias del teléfono desde hace 11 min. ${SILENCIO}`);
          expect(await said()).toEqual([`polite: ${text}`]);
        } finally {
          await phone.stopStatus(id);
        }
      });

      for (const language of ['English', 'Spanish'] as const) {
        test(`an emergency silent for 2 minutes, in ${language}: the note said assertively once, until the phone reports`, async ({
          page,
        }) => {
          const english = language === 'English';
          const phone = phoneOf(user);
          const { id, accessCode } = await start(phone, { emergency: true, displayName: 'Riley' });
          try {
            await open(
              page,
              english ? '/hero-lookup' : '/es/hero-lookup',
              accessCode,
              english ? /^Live: / : /^En vivo: /,
            );
            const said = await recordSaid(page);
            await page.clock.fastForward(SILENT_AFTER_MS.emergency);
            const text = english
              ? `No update from Riley's phone for 2 min. ${SILENCE_NOTE}`
              : `Sin noticias del teléfono de Riley desde hace 2 min. ${SILENCIO}`;
            await expect(note(page)).toHaveText(text);
            await expect(connection(page)).toHaveText(
              english
                ? "Connected · waiting for Riley's phone"
                : 'Conectado · esperando al teléfono de Riley',
            );
            expect(await markIsGrey(page)).toBe(true);
            await expect(assertive(page)).toHaveText(text);
            await expect(polite(page)).toBeEmpty();
            await expectNoSeriousAxeViolations(page);
            await page.clock.fastForward(60_000);
            await expect(note(page)).toContainText(english ? 'for 3 min' : 'desde hace 3 min');
            expect(await said()).toEqual([`assertive: ${text}`]);

            // The phone reports (the page's clock back to the server's, which the test had moved on): all is live.
            await page.clock.setSystemTime(Date.now());
            await phone.updateStatus(id, { battery: { level: 0.4, charging: false } });
            await expect(note(page)).toHaveCount(0);
            await expect(connection(page)).toHaveText(english ? /^Live: / : /^En vivo: /);
            await expect(assertive(page)).toBeEmpty();
            expect(await markIsGrey(page)).toBe(false);
          } finally {
            await phone.stopStatus(id);
          }
        });
      }
    });
  }
}
