import { expect, type Page, test } from '@playwright/test';
import type { ApiClient, StatusCreateInput } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import webpush from 'web-push';
import { appOf, useE2eServer, useE2eServerWithStreets } from '../test/e2e-server.js';
import { startPushService, type TestPushService } from '../test/push-service.js';

// The dispatcher's brief and the way to the person (issue 57), in Chromium against the real server, the built site
// and its own street map: the brief's parts in order in English and Spanish (no English word on the Spanish page),
// "Call Riley" and "Message Riley" with the number the person shares and none without it, kept by an open page after
// the end and not shown to a first lookup of the ended code; the number in no cache of the service worker and in
// no push. At 390×844 and 1280×800, light and dark, on one page load, axe in every state.

const HERE = { latitude: 41.8809, longitude: -87.6329, accuracy: 12 };
const PHONE = '+13125550123';
const PHONE_SIZE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TIME = String.raw`\d{1,2}:\d{2}(\s?[AP]M)?`;
const STREETS = String.raw`(Avenue|Street) \d+`;

const LANGUAGES = {
  en: {
    path: '/hero-lookup',
    brief: 'What to tell the dispatcher',
    data: {
      info: 'Walking home along the river.',
      timerDetails: { who: 'Alone', what: 'Walking home', where: 'Riverwalk by the Wells St bridge' },
    },
    lines: [
      ['who', /^Person: Riley\.$/],
      ['state', new RegExp(`^Emergency switched on at ${TIME}, \\d+ (seconds?|minutes?) ago\\.$`)],
      ['near', new RegExp(`^Near ${STREETS}( and ${STREETS})?\\.$`)],
      ['place', /^Place they named: Riverwalk by the Wells St bridge\.$/],
      [
        'position',
        /^Position: 41\.8809, -87\.6329 \(latitude, longitude\), ±12 m, taken \d+ (seconds?|minutes?) ago\.$/,
      ],
      ['phone', /^Their phone number: \+13125550123\.$/],
      ['wrote', /^They wrote: Walking home along the river\.$/],
      ['doing', /^Doing: Walking home\.$/],
      ['with', /^With: Alone\.$/],
      ['battery', /^Phone battery: 12%\.$/],
    ],
    ownNumber: 'Give the dispatcher your own phone number.',
    call: 'Call Riley',
    message: 'Message Riley',
  },
  es: {
    path: '/es/hero-lookup',
    brief: 'Qué decirle al operador de emergencias',
    data: {
      info: 'Voy caminando a casa por el río.',
      timerDetails: { who: 'Sola', what: 'Paseo', where: 'Estación de Atocha' },
    },
    lines: [
      ['who', /^Persona: Riley\.$/],
      ['state', new RegExp(`^Emergencia activada a las? ${TIME}, hace \\d+ (segundos?|minutos?)\\.$`)],
      ['near', new RegExp(`^Cerca de ${STREETS}( [ye] ${STREETS})?\\.$`)],
      ['place', /^Lugar que indicó: Estación de Atocha\.$/],
      [
        'position',
        /^Posición: 41\.8809, -87\.6329 \(latitud, longitud\), ±12 m, tomada hace \d+ (segundos?|minutos?)\.$/,
      ],
      ['phone', /^Su número de teléfono: \+13125550123\.$/],
      ['wrote', /^Escribió: Voy caminando a casa por el río\.$/],
      ['doing', /^Actividad: Paseo\.$/],
      ['with', /^Con: Sola\.$/],
      ['battery', /^Batería del teléfono: 12\s%\.$/],
    ],
    ownNumber: 'Dale al operador tu propio número de teléfono.',
    call: 'Llamar a Riley',
    message: 'Escribir a Riley',
  },
} as const;

/** The English brief's and actions' own words (not its data): none may show on the Spanish page. */
const ENGLISH_WORDS =
  /\b(Person|Emergency|switched|Near|and|Place|named|Position|latitude|longitude|taken|ago|seconds?|minutes?|Their|phone|number|They|wrote|Doing|With|battery|Give|dispatcher|your|own|Call|Message|Try|calling)\b/;

const server = useE2eServerWithStreets(HERE);
let app: ApiClient;
test.beforeAll(() => {
  app = appOf(server, 'e2e-lookup-brief');
});
test.use({ locale: 'en-GB', timezoneId: 'UTC' });

function startStatus(input: Partial<StatusCreateInput> = {}) {
  return app.createStatus({
    timezone: 'America/Chicago',
    location: HERE,
    startLocation: { latitude: 41.8789, longitude: -87.6359 },
    endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    displayName: 'Riley',
    battery: { level: 0.12, charging: false },
    ...input,
  });
}

/** An expired countdown: its end time a minute ago (the server accepts one less than a day old). */
const expiredInput = (input: Partial<StatusCreateInput> = {}) => ({
  ...input,
  endTime: new Date(Date.now() - 60_000).toISOString(),
});

/** Runs `check` at a phone's size and a desktop's, light and dark, on the page as it is loaded, then axe. */
async function inEverySize(page: Page, check: () => Promise<void>) {
  for (const viewport of [PHONE_SIZE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await test.step(`${viewport.width} px, ${colorScheme}`, async () => {
        await check();
        await expectNoSeriousAxeViolations(page);
      });
    }
  }
}

/** The links of the action bar, in order, as [name, address]. */
async function barLinks(page: Page) {
  const links = page.locator('.emergency-bar a');
  return Promise.all(
    (await links.all()).map(async (link) => [
      (await link.textContent())?.trim(),
      await link.getAttribute('href'),
    ]),
  );
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`the brief in order, the person's Call and Message first (${language})`, async ({ page }) => {
    const status = await startStatus({ emergency: true, contactPhone: PHONE, ...words.data });
    await page.goto(`${server().url}${words.path}#code=${status.accessCode}`);
    const brief = page.getByRole('region', { name: words.brief });
    const lines = brief.locator('.dispatcher__brief p[data-part]');
    // The nearest streets come from the site's street map in idle time: the brief has every part once they are in.
    await expect(lines).toHaveCount(words.lines.length);
    expect(await lines.evaluateAll((found) => found.map((line) => line.getAttribute('data-part')))).toEqual(
      words.lines.map(([part]) => part),
    );
    for (const [index, [, text]] of words.lines.entries()) await expect(lines.nth(index)).toHaveText(text);
    await expect(brief.locator('.dispatcher__brief p').last()).toHaveText(words.ownNumber);
    await expect(brief.getByText(PHONE, { exact: true })).toHaveAttribute('dir', 'ltr');

    expect((await barLinks(page)).slice(0, 3)).toEqual([
      [words.call, `tel:${PHONE}`],
      [words.message, `sms:${PHONE}`],
      [language === 'en' ? 'Call 999' : 'Llamar al 999', 'tel:999'],
    ]);

    if (language === 'es') {
      // As the page shows it (innerText: words apart), its street names (test data) taken out.
      const shown = (await page.locator('.lookup-result').allInnerTexts())
        .join('\n')
        .replace(new RegExp(STREETS, 'g'), '');
      expect(shown).not.toMatch(ENGLISH_WORDS);
    }
    await inEverySize(page, async () => {
      await expect(page.getByRole('link', { name: words.call })).toBeInViewport();
      await expect(page.getByRole('link', { name: words.message })).toBeVisible();
    });
  });
}

test('without a number: no Call or Message, and the expired advice names the number the hero has', async ({
  page,
}) => {
  const status = await startStatus(expiredInput());
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(/^Timer has Expired at /);
  await expect(
    page.getByText('Try calling Riley on the number you have for them.', { exact: true }),
  ).toBeVisible();
  const brief = page.getByRole('region', { name: 'What to tell the dispatcher' });
  await expect(brief.locator('p[data-part="state"]')).toHaveText(
    new RegExp(
      `^Their safety timer ran out at ${TIME}, \\d+ (seconds?|minutes?) ago, and they have not stopped it\\.$`,
    ),
  );
  await expect(brief.locator('p[data-part="phone"]')).toHaveCount(0);
  await inEverySize(page, async () => {
    expect((await barLinks(page)).map(([name]) => name)).toEqual(['Call 999', 'Directions']);
  });
});

test('with a number: first after an expired countdown, kept by the open page after the end, none for a first lookup', async ({
  page,
  context,
}) => {
  const status = await startStatus(expiredInput({ contactPhone: PHONE }));
  await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(page.getByText('Try calling or messaging Riley first.', { exact: true })).toBeVisible();
  await inEverySize(page, async () => {
    expect((await barLinks(page)).slice(0, 3)).toEqual([
      ['Call Riley', `tel:${PHONE}`],
      ['Message Riley', `sms:${PHONE}`],
      ['Call 999', 'tel:999'],
    ]);
  });

  await app.stopStatus(status.id);
  await expect(page.getByText('This status has ended.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 999' })).toHaveCount(0);
  await inEverySize(page, async () => {
    await expect(page.getByRole('link', { name: 'Call Riley' })).toHaveAttribute('href', `tel:${PHONE}`);
    await expect(page.getByRole('link', { name: 'Message Riley' })).toHaveAttribute('href', `sms:${PHONE}`);
  });

  const first = await context.newPage();
  await first.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
  await expect(first.getByText('This status has ended.', { exact: true })).toBeVisible();
  await expect(first.getByRole('link', { name: /Riley/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(first);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the number is in none of its caches, nor in the tab’s storage', async ({ page }) => {
    const status = await startStatus({ emergency: true, contactPhone: PHONE });
    await page.goto(`${server().url}/hero-lookup`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(page.getByRole('link', { name: 'Call Riley' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Call Riley' })).toBeVisible();
    // Strings, as this project's types have no DOM: they run in the page.
    const kept = await page.evaluate<string>(`(async () => {
      const texts = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          texts.push(request.url, await (await cache.match(request)).text());
        }
      }
      return texts.join('\\n');
    })()`);
    expect(kept.length).toBeGreaterThan(1_000);
    expect(kept).toContain(status.accessCode);
    expect(kept).not.toContain(PHONE.slice(1));
  });
});

test.describe('with alerts on', () => {
  const vapid = webpush.generateVAPIDKeys();
  let push: TestPushService;
  test.beforeAll(async () => {
    push = await startPushService(vapid.publicKey);
  });
  const alerting = useE2eServer(() => ({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_ORIGINS: push.origin,
  }));
  test.afterAll(async () => {
    await push?.close();
  });

  test('no push carries the number', async () => {
    const owner = appOf(alerting, 'e2e-lookup-brief-alerts');
    const status = await owner.createStatus({ timezone: 'UTC', location: HERE, contactPhone: PHONE });
    const hero = push.browser('hero');
    await appOf(alerting, 'hero').subscribeAlerts({
      accessCode: status.accessCode,
      subscription: hero.subscription,
    });
    await owner.updateStatus(status.id, { emergency: true });
    await owner.stopStatus(status.id);
    await push.waitFor((pushes) => pushes.length === 2);
    expect(push.received.map((sent) => sent.payload.kind)).toEqual(['emergency', 'ended']);
    expect(JSON.stringify(push.received)).not.toContain(PHONE.slice(1));
    expect(push.problems).toEqual([]);
  });
});
