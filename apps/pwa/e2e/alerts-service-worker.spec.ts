import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { installServiceWorker } from './support/service-worker';

test.use({ serviceWorkers: 'allow' });

const EMERGENCY = {
  title: 'EMERGENCY',
  body: 'Emergency switched on. Open the status to see where and what.',
  tag: 'status-PUSH01',
  url: '/hero-lookup#code=PUSH01',
};

/**
 * Delivers a push to the page's real service worker through the DevTools protocol: headless Chromium has no push
 * service, but the worker's `push` event is the one a push service would fire.
 */
async function deliverPush(page: Page, data: unknown) {
  const session = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(data),
  });
  await session.detach();
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      renotify: (notification as Notification & { renotify?: boolean }).renotify,
      data: notification.data as unknown,
    }));
  });
}

test('a push is shown as its notification, also while a lookup page is open, and replaces its status’s older one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await installServiceWorker(page);
  await page.goto('/hero-lookup');

  await deliverPush(page, EMERGENCY);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: EMERGENCY.title,
        body: EMERGENCY.body,
        tag: EMERGENCY.tag,
        renotify: true,
        data: { url: EMERGENCY.url },
      },
    ]);

  const off = {
    ...EMERGENCY,
    title: 'Emergency switched off',
    body: 'Open the status to see how things stand.',
  };
  await deliverPush(page, off);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: off.title, body: off.body, tag: off.tag, renotify: false, data: { url: off.url } }]);
});
