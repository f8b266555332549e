import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// A hero on the way shares how far away they are: Chromium gives the page a granted position at a known distance
// from Riley's, and only the minutes leave it; another hero reads the estimate live. Against the real server and the
// built site.
const server = useE2eServer();
let app: ApiClient;
test.beforeAll(() => {
  app = appOf(server, 'e2e-arrival');
});

const RILEY = { latitude: 51.5007, longitude: -0.1246 };
// 4.57 km from Riley: 11–17 min by car, 57 min–1 hr 25 min on foot.
const SAM = { latitude: 51.5312, longitude: -0.0803 };
// 400 km north.
const FAR = { latitude: 55.1, longitude: -0.1246 };
const ANSWERS = 'Let them and the other heroes know';

async function heroAt(context: BrowserContext, position: typeof SAM | null, code: string) {
  if (position) {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(position);
  }
  const page = await context.newPage();
  // Every request the hero's page makes, with its body: none may carry where the hero is.
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(`${server().url}/hero-lookup#code=${code}`);
  await expect(page.getByText('Live: changes show as they happen')).toBeVisible();
  return { page, sent };
}

const lines = (page: Page) => page.getByRole('region', { name: 'Answers from heroes' }).getByRole('listitem');

test('Sam shares how far away he is by car, updates it on foot, takes it back, and is with Riley', async ({
  browser,
}) => {
  const status = await app.createStatus({
    timezone: 'Europe/London',
    displayName: 'Riley',
    location: { ...RILEY, accuracy: 20, takenAt: new Date().toISOString() },
  });
  const samContext = await browser.newContext();
  const alexContext = await browser.newContext();
  try {
    const { page: sam, sent } = await heroAt(samContext, SAM, status.accessCode);
    const { page: alex } = await heroAt(alexContext, null, status.accessCode);
    const group = sam.getByRole('group', { name: ANSWERS });
    await group.getByRole('textbox', { name: 'Your name' }).fill('Sam');
    await expect(group.getByRole('button', { name: 'Share how far I am' })).toHaveCount(0);
    await group.getByRole('button', { name: "I'm on my way" }).click();

    await group.getByRole('button', { name: 'Share how far I am' }).click();
    const modes = group.getByRole('group', { name: 'How are you coming?' });
    await expect(modes.getByRole('button')).toHaveText(['On foot', 'By car']);
    await expectNoSeriousAxeViolations(sam, { allRules: true });
    await modes.getByRole('button', { name: 'By car' }).click();

    await expect(lines(alex)).toHaveText([
      'Sam is on the way, about 11–17 min by car (estimate) · , just now',
    ]);
    await expect(lines(sam)).toHaveText([
      'You are on the way, about 11–17 min by car (estimate) · , just now',
    ]);
    await expect(alex.getByRole('status').filter({ hasText: 'Sam is on the way' })).toHaveText(
      'Sam is on the way, about 11–17 min by car (estimate)',
    );
    await expectNoSeriousAxeViolations(sam, { allRules: true });
    await expectNoSeriousAxeViolations(alex, { allRules: true });

    // An update replaces the estimate.
    await group.getByRole('button', { name: 'Update how far I am' }).click();
    await group.getByRole('button', { name: 'On foot' }).click();
    await expect(lines(alex)).toHaveText([
      'Sam is on the way, about 57 min–1 hr 25 min on foot (estimate) · , just now',
    ]);
    // The app reads it in the answers.
    const overview = await app.getStatus(status.id);
    expect(overview.acknowledgements[0]).toMatchObject({
      kind: 'on-the-way',
      name: 'Sam',
      eta: { mode: 'foot', minMinutes: 57, maxMinutes: 85 },
    });

    await group.getByRole('button', { name: 'Take back my estimate' }).click();
    await expect(lines(alex)).toHaveText(['Sam is on the way · , just now']);
    await group.getByRole('button', { name: "I'm here" }).click();
    await expect(lines(alex)).toHaveText(['Sam is with Riley · , just now']);
    await expect(lines(sam)).toHaveText(['You are with Riley · , just now']);
    await expectNoSeriousAxeViolations(alex, { allRules: true });

    // Only minutes ever left Sam's page: never his coordinates.
    const answers = sent.filter((line) => line.includes('/api/acknowledgements'));
    expect(answers).toHaveLength(5);
    for (const line of sent) {
      expect(line).not.toContain(String(SAM.latitude));
      expect(line).not.toContain(String(SAM.longitude));
      expect(line).not.toMatch(/latitude|longitude/);
    }
  } finally {
    await samContext.close();
    await alexContext.close();
  }
});

test('the page refuses, saying why: no position given, or over 300 km away; the estimate is to a stale position', async ({
  browser,
}) => {
  const status = await app.createStatus({
    timezone: 'Europe/London',
    displayName: 'Riley',
    emergency: true,
    // Taken 3 minutes ago in an emergency: stale.
    location: { ...RILEY, accuracy: 20, takenAt: new Date(Date.now() - 3 * 60_000).toISOString() },
  });
  const denied = await browser.newContext();
  const far = await browser.newContext();
  const near = await browser.newContext();
  try {
    for (const [context, position, reason] of [
      [denied, null, 'Your browser did not give this page your position.'],
      [far, FAR, "You are over 300 km from Riley's last known position: too far for an estimate."],
    ] as const) {
      const { page, sent } = await heroAt(context, position, status.accessCode);
      const group = page.getByRole('group', { name: ANSWERS });
      await group.getByRole('button', { name: "I'm on my way" }).click();
      await group.getByRole('button', { name: 'Share how far I am' }).click();
      await group.getByRole('button', { name: 'By car' }).click();
      const alert = group.getByRole('alert');
      await expect(alert).toContainText('No estimate was sent');
      await expect(alert).toContainText(reason);
      await expectNoSeriousAxeViolations(page, { allRules: true });
      expect(sent.filter((line) => line.includes('/api/acknowledgements'))).toHaveLength(1);
    }
    const { page } = await heroAt(near, SAM, status.accessCode);
    const group = page.getByRole('group', { name: ANSWERS });
    await group.getByRole('textbox', { name: 'Your name' }).fill('Sam');
    await group.getByRole('button', { name: "I'm on my way" }).click();
    await group.getByRole('button', { name: 'Share how far I am' }).click();
    await group.getByRole('button', { name: 'By car' }).click();
    await expect(lines(page).filter({ hasText: 'You are' })).toHaveText([
      "You are on the way, about 11–17 min by car to Riley's last known position (estimate) · , just now",
    ]);
  } finally {
    await denied.close();
    await far.close();
    await near.close();
  }
});

test('every page of the site lets the site itself, and nothing else, ask for a position', async ({
  request,
}) => {
  for (const path of ['/', '/hero-lookup', '/es/hero-lookup', '/about']) {
    const response = await request.get(`${server().url}${path}`);
    expect(response.headers()['permissions-policy']).toContain('geolocation=(self)');
    expect(response.headers()['permissions-policy']).toContain('camera=()');
  }
});
