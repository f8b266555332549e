import { expect, type Page, test } from '@playwright/test';
import type { StatusCreated } from '@safety-companion/api';
import { ALERT_TEXTS, LOCALES, localePrefix } from '@safety-companion/contract';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import {
  deliverPush,
  type SubscriptionJson,
  shownNotifications,
  standInForPush,
  tapNotification,
} from '@safety-companion/test-support/push';
import webpush from 'web-push';
import { appOf, useE2eServer } from '../test/e2e-server.js';
import { type RunningPostgres, startTestPostgres } from '../test/embedded-postgres.js';
import { startPushService, type TestBrowser, type TestPushService } from '../test/push-service.js';

// "Alert me on this device" against the real server, the built site and a push service of the tests (which checks
// each push's signature and decrypts it). Headless Chromium has no push service of its own, so the page's
// PushManager answers the test push service's subscription; the push the server sent is then delivered to the real
// service worker through the DevTools protocol.
test.use({ serviceWorkers: 'allow' });

const PAGE_TEXTS = {
  turnOn: 'Alert me on this device',
  on: 'Alerts are on for this status on this device.',
  stop: 'Stop alerts',
  stopped: 'Alerts are off for this status on this device.',
  refused:
    'Notifications are not allowed for this site, so alerts cannot be turned on; allow them in your browser settings to try again.',
  unavailable: 'Alerts are not available on this site at the moment.',
  failed: 'Alerts could not be turned on. Please try again.',
  list: 'Your alerts on this device',
};

const HERE = { timezone: 'UTC', location: { latitude: 51.5007, longitude: -0.1246 } };

/**
 * Opens the status's `#code=` link (of the lookup at `lookup`, whose running status reads `active`), once the
 * service worker controls the page, as a hero whose browser subscribes with `subscription` and whose tap is
 * answered `permission`.
 */
async function openAsHero(
  page: Page,
  url: string,
  status: StatusCreated,
  hero: { subscription: SubscriptionJson; permission: 'granted' | 'denied' },
  { lookup = '/hero-lookup', active = 'Active' } = {},
) {
  if (hero.permission === 'granted')
    await page.context().grantPermissions(['notifications'], { origin: url });
  await standInForPush(page, hero);
  await page.goto(`${url}${lookup}`);
  // Strings, as this project's types have no DOM: they run in the page.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto(`${url}${lookup}#code=${status.accessCode}`);
  await expect(page.getByRole('heading', { level: 3, name: active })).toBeVisible();
}

const stored = (page: Page) => page.evaluate<string | null>("localStorage.getItem('hero-alerts')");

function alertRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/alerts')) seen.push(request.method());
  });
  return seen;
}

test.describe('with alerts on', () => {
  const vapid = webpush.generateVAPIDKeys();
  let push: TestPushService;
  test.beforeAll(async () => {
    push = await startPushService(vapid.publicKey);
  });
  const server = useE2eServer(() => ({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_ORIGINS: push.origin,
  }));
  test.afterAll(async () => {
    expect(push.problems).toEqual([]);
    await push.close();
  });

  /** A hero of a new status, with the status open and alerts on for it: the app that publishes it, and the status. */
  async function heroWithAlerts(page: Page, hero: TestBrowser, owner: string) {
    const app = appOf(server, owner);
    const status = await app.createStatus(HERE);
    await openAsHero(page, server().url, status, { subscription: hero.subscription, permission: 'granted' });
    await page.getByRole('button', { name: PAGE_TEXTS.turnOn }).click();
    await expect(page.getByRole('status').filter({ hasText: PAGE_TEXTS.on })).toBeVisible();
    return { app, status };
  }

  test('a hero turns alerts on, gets the emergency on this device, taps it, and stops them', async ({
    context,
    page,
  }) => {
    const hero = push.browser('hero');
    const { app, status } = await heroWithAlerts(page, hero, 'alerts-on');
    await expect(page.getByRole('button', { name: PAGE_TEXTS.stop })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    const [kept] = JSON.parse((await stored(page)) ?? '[]') as { code: string; id: string }[];
    expect(kept?.code).toBe(status.accessCode);

    // The user's emergency, through the server and the push service, to the hero's service worker.
    await app.updateStatus(status.id, { emergency: true });
    await push.waitFor((pushes) => pushes.some((sent) => sent.browser === hero.name));
    const [emergency] = push.received.filter((sent) => sent.browser === hero.name);
    const link = `/hero-lookup#code=${status.accessCode}`;
    expect(emergency?.payload).toEqual({
      kind: 'emergency',
      ...ALERT_TEXTS.en.emergency,
      tag: expect.any(String),
      url: link,
    });
    expect(emergency?.urgency).toBe('high');
    await deliverPush(page, emergency?.payload);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        { ...ALERT_TEXTS.en.emergency, tag: emergency?.payload.tag, renotify: true, data: { url: link } },
      ]);

    // The installed app opens on the lookup, which lists this device's alerts; a tap takes it to the status.
    await page.goto(`${server().url}/hero-lookup`);
    const list = page.getByRole('region', { name: PAGE_TEXTS.list });
    await expect(list.getByRole('link', { name: `Look up ${status.accessCode}` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const lookupWindow = page.url();
    const tapped = await tapNotification(context, emergency?.payload.tag ?? '');
    expect(tapped).toEqual({ focused: [lookupWindow], opened: [], left: [] });
    await expect(page.getByRole('heading', { level: 3, name: 'EMERGENCY' })).toBeVisible();

    // Stop alerts: the server forgets the subscription, so the next change reaches only the other hero.
    const witness = push.browser('witness');
    await appOf(server, 'witness').subscribeAlerts({
      accessCode: status.accessCode,
      subscription: witness.subscription,
    });
    await page.getByRole('button', { name: PAGE_TEXTS.stop }).click();
    await expect(page.getByRole('status').filter({ hasText: PAGE_TEXTS.stopped })).toBeVisible();
    expect(await stored(page)).toBeNull();
    await expect(list).toHaveCount(0);
    expect(await page.evaluate("sessionStorage.getItem('unsubscribed')")).toBe('1');
    await expectNoSeriousAxeViolations(page);
    await app.updateStatus(status.id, { emergency: false });
    await push.waitFor((pushes) => pushes.some((sent) => sent.browser === witness.name));
    expect(push.titlesOf(witness)).toEqual([ALERT_TEXTS.en.emergencyOff.title]);
    expect(push.titlesOf(hero)).toEqual([ALERT_TEXTS.en.emergency.title]);
  });

  test('a hero on the Spanish lookup gets the emergency in Spanish, its link the Spanish lookup', async ({
    page,
  }) => {
    const hero = push.browser('hero-es');
    const app = appOf(server, 'alerts-es');
    const status = await app.createStatus(HERE);
    const spanish = { lookup: '/es/hero-lookup', active: 'Activo' };
    await openAsHero(
      page,
      server().url,
      status,
      { subscription: hero.subscription, permission: 'granted' },
      spanish,
    );
    await page.getByRole('button', { name: 'Avisarme en este dispositivo' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Las alertas de este estado están activadas en este dispositivo.' }),
    ).toBeVisible();

    await app.updateStatus(status.id, { emergency: true });
    await push.waitFor((pushes) => pushes.some((sent) => sent.browser === hero.name));
    const [emergency] = push.received.filter((sent) => sent.browser === hero.name);
    const link = `/es/hero-lookup#code=${status.accessCode}`;
    expect(emergency?.payload).toEqual({
      kind: 'emergency',
      ...ALERT_TEXTS.es.emergency,
      tag: expect.any(String),
      url: link,
    });
    await deliverPush(page, emergency?.payload);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        { ...ALERT_TEXTS.es.emergency, tag: emergency?.payload.tag, renotify: true, data: { url: link } },
      ]);
  });

  test('a subscription in each of the site’s languages gets its pushes in that language, linked to its lookup', async ({
    page,
  }) => {
    // A status per language (a client may hold only a few places of one status's alerts).
    const heroes = await Promise.all(
      LOCALES.map(async (locale) => {
        const app = appOf(server, `alerts-in-${locale}`);
        const status = await app.createStatus(HERE);
        const browser = push.browser(`in-${locale}`);
        await app.subscribeAlerts({
          accessCode: status.accessCode,
          subscription: browser.subscription,
          locale,
        });
        return { locale, app, status, browser };
      }),
    );
    await Promise.all(heroes.map(({ app, status }) => app.updateStatus(status.id, { emergency: true })));
    await push.waitFor((pushes) =>
      heroes.every(({ browser }) => pushes.some((sent) => sent.browser === browser.name)),
    );
    for (const { locale, status, browser } of heroes) {
      const [emergency] = push.received.filter((sent) => sent.browser === browser.name);
      expect(emergency?.payload, locale).toEqual({
        kind: 'emergency',
        ...ALERT_TEXTS[locale].emergency,
        tag: expect.any(String),
        url: `${localePrefix(locale)}/hero-lookup#code=${status.accessCode}`,
      });
    }

    // The service worker shows a push as it came, right to left in Arabic too.
    const arabic = heroes.find(({ locale }) => locale === 'ar');
    await page.goto(`${server().url}/ar/hero-lookup`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.context().grantPermissions(['notifications'], { origin: server().url });
    const [sent] = push.received.filter((received) => received.browser === arabic?.browser.name);
    await deliverPush(page, sent?.payload);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          ...ALERT_TEXTS.ar.emergency,
          tag: sent?.payload.tag,
          renotify: true,
          data: { url: `/ar/hero-lookup#code=${arabic?.status.accessCode}` },
        },
      ]);
  });

  test('the status’s end reaches the hero, and the page no longer keeps its code', async ({ page }) => {
    const hero = push.browser('hero-of-an-end');
    const { app, status } = await heroWithAlerts(page, hero, 'alerts-end');

    await app.stopStatus(status.id);
    await push.waitFor((pushes) => pushes.some((sent) => sent.browser === hero.name));
    expect(push.titlesOf(hero)).toEqual([ALERT_TEXTS.en.ended.title]);
    await expect(page.getByText(ALERT_TEXTS.en.ended.body).first()).toBeVisible();
    await expect.poll(() => stored(page)).toBeNull();
  });

  test('a refused permission, and a subscription the server refuses, each say one sentence and change nothing', async ({
    context,
    page,
  }) => {
    const status = await appOf(server, 'alerts-refused').createStatus(HERE);
    const sent = alertRequests(page);
    await openAsHero(page, server().url, status, {
      subscription: push.browser('refused').subscription,
      permission: 'denied',
    });
    await page.getByRole('button', { name: PAGE_TEXTS.turnOn }).click();
    await expect(page.getByRole('alert')).toHaveText(PAGE_TEXTS.refused);
    expect(sent).toEqual([]);
    await expectNoSeriousAxeViolations(page);

    // A push service the server does not post to: it refuses the subscription (400).
    const elsewhere = await context.newPage();
    const foreign = push.browser('foreign').subscription;
    await openAsHero(elsewhere, server().url, status, {
      subscription: { ...foreign, endpoint: 'https://push.example.org/push/1' },
      permission: 'granted',
    });
    const refused = elsewhere.waitForResponse((answer) => answer.url().endsWith('/api/alerts'));
    await elsewhere.getByRole('button', { name: PAGE_TEXTS.turnOn }).click();
    expect((await refused).status()).toBe(400);
    await expect(elsewhere.getByRole('alert')).toHaveText(PAGE_TEXTS.failed);
    await expect(elsewhere.getByRole('button', { name: PAGE_TEXTS.turnOn })).toBeEnabled();
    expect(await stored(elsewhere)).toBeNull();
    await expect(elsewhere.getByRole('heading', { level: 3, name: 'Active' })).toBeVisible();
  });
});

test.describe('with alerts off on the server', () => {
  // With DATABASE_URL and no VAPID keys, a server has no keys to sign pushes with: alerts are off.
  let postgres: RunningPostgres;
  test.beforeAll(async () => {
    postgres = await startTestPostgres({ durable: false });
  });
  const server = useE2eServer(() => ({
    DATABASE_URL: postgres.url,
    ACCESS_CODE_SECRET: 'a-secret-of-the-alerts-off-server-tests',
  }));
  test.afterAll(async () => {
    await postgres?.stop();
  });

  test('the page says alerts are not available, and keeps nothing', async ({ page }) => {
    expect(server().alerts.on).toBe(false);
    const status = await appOf(server, 'alerts-off').createStatus(HERE);
    await openAsHero(page, server().url, status, {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      permission: 'granted',
    });
    const refused = page.waitForResponse((answer) => answer.url().endsWith('/api/alerts/key'));
    await page.getByRole('button', { name: PAGE_TEXTS.turnOn }).click();
    expect((await refused).status()).toBe(503);
    await expect(page.getByRole('alert')).toHaveText(PAGE_TEXTS.unavailable);
    expect(await stored(page)).toBeNull();
    await expectNoSeriousAxeViolations(page);
  });
});
