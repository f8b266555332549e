// The service worker's alerts: a push, delivered to the real worker through the DevTools protocol (headless Chromium
// has no push service), is shown as its notification; a tap shows its status.
import { deliverPush, shownNotifications, tapNotification } from '@safety-companion/test-support/push';
import { ACTIVE_STATUS, expect, test } from './support/fixtures';
import { installServiceWorker } from './support/service-worker';

test.use({ serviceWorkers: 'allow' });

function emergencyOf(code: string) {
  return {
    kind: 'emergency',
    title: 'EMERGENCY',
    body: 'Emergency switched on. Open the status to see where and what.',
    tag: `status-${code}`,
    url: `/hero-lookup#code=${code}`,
  };
}

test('a push is shown as its notification, also while a lookup page is open, and replaces its status’s older one', async ({
  page,
  context,
}) => {
  const emergency = emergencyOf('PSH001');
  await context.grantPermissions(['notifications']);
  await installServiceWorker(page);
  await page.goto('/hero-lookup');

  await deliverPush(page, emergency);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: emergency.title,
        body: emergency.body,
        tag: emergency.tag,
        renotify: true,
        data: { url: emergency.url },
      },
    ]);

  const off = {
    ...emergency,
    kind: 'emergency-off',
    title: 'Emergency switched off',
    body: 'Open the status to see how things stand.',
  };
  await deliverPush(page, off);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: off.title, body: off.body, tag: off.tag, renotify: false, data: { url: off.url } }]);
});

test('a tap takes the window already on the lookup to the status, focused, and closes the notification', async ({
  page,
  context,
  api,
}) => {
  const emergency = emergencyOf('PSH002');
  await api.answer('lookup:PSH002', { status: 200, body: { ...ACTIVE_STATUS, emergency: true } });
  await context.grantPermissions(['notifications']);
  await installServiceWorker(page);
  await page.goto('/hero-lookup');
  await deliverPush(page, emergency);
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);

  const lookupWindow = page.url();
  const tapped = await tapNotification(context, emergency.tag);
  expect(tapped).toEqual({ focused: [lookupWindow], opened: [], left: [] });
  await expect(page.getByRole('heading', { level: 3, name: 'EMERGENCY' })).toBeVisible();
  await expect(page.getByLabel('Access code')).toHaveValue('PSH002');
  expect(context.pages()).toHaveLength(1);
});

test('a tap with no window on the lookup opens the status in a new one', async ({ page, context }) => {
  const emergency = emergencyOf('PSH003');
  await context.grantPermissions(['notifications']);
  await installServiceWorker(page);
  await page.goto('/about');
  await deliverPush(page, emergency);
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);

  const tapped = await tapNotification(context, emergency.tag);
  expect(tapped).toEqual({ focused: [], opened: [new URL(emergency.url, page.url()).href], left: [] });
  await expect(page).toHaveURL(/\/about$/);
});
