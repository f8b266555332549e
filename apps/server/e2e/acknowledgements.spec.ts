import { expect, type Page, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, countLookups, useE2eServer } from '../test/e2e-server.js';

// Two heroes on one status, each in a browser of their own, against the real server and the built site: one
// answers, the other sees it; and what the phone knows (battery, accuracy, time left) on the page.
const server = useE2eServer();
let app: ApiClient;

test.beforeAll(() => {
  app = appOf(server, 'e2e-answers');
});

async function openLive(page: Page, code: string) {
  await page.goto(`${server().url}/hero-lookup#code=${code}`);
  await expect(page.getByRole('heading', { level: 3, name: 'Active' })).toBeVisible();
  await expect(page.getByText('Live: changes show as they happen')).toBeVisible();
}

test('one hero answers, the other sees it by their stream and hears it once', async ({ browser }) => {
  const status = await app.createStatus({
    timezone: 'UTC',
    location: { latitude: 51.5007, longitude: -0.1246, accuracy: 35 },
    battery: { level: 0.12, charging: false },
    endTime: new Date(Date.now() + 2 * 3_600_000 - 30_000).toISOString(),
  });
  const sam = await browser.newContext();
  const alex = await browser.newContext();
  try {
    const samPage = await sam.newPage();
    const alexPage = await alex.newPage();
    await openLive(samPage, status.accessCode);
    await openLive(alexPage, status.accessCode);
    await expect(alexPage.getByText('No hero has answered yet.')).toBeVisible();

    const group = samPage.getByRole('group', { name: 'Let them and the other heroes know' });
    await group.getByRole('textbox', { name: 'Your name' }).fill('Sam');
    const alexLookups = countLookups(alexPage);
    await group.getByRole('button', { name: "I'm on my way" }).click();

    const answers = alexPage.getByRole('region', { name: 'Answers from heroes' });
    await expect(answers.getByRole('listitem')).toHaveText(['Sam is on the way · , just now']);
    expect(alexLookups()).toBe(0);
    await expect(alexPage.getByRole('status').filter({ hasText: 'Sam is on the way' })).toHaveText(
      'Sam is on the way',
    );
    // On Sam's own page, Sam's answer is "You".
    await expect(
      samPage.getByRole('region', { name: 'Answers from heroes' }).getByRole('listitem'),
    ).toHaveText(['You are on the way · , just now']);

    // Sam's next answer replaces the first on both pages; the user's app reads every answer.
    await group.getByRole('button', { name: "I've called emergency services" }).click();
    await expect(answers.getByRole('listitem')).toHaveText([
      'Sam has called emergency services · , just now',
    ]);
    const overview = await app.getStatus(status.id);
    expect(overview.acknowledgements.map((answer) => [answer.kind, answer.name])).toEqual([
      ['called-emergency-services', 'Sam'],
      ['on-the-way', 'Sam'],
    ]);
    // The phone's last update is still the phone's.
    expect(overview.snapshot.timestamp).toBe(status.snapshot.timestamp);

    // The name is remembered on Sam's device, not on Alex's.
    await samPage.goto('about:blank');
    await samPage.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
    await expect(samPage.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sam');
    await expect(alexPage.getByRole('textbox', { name: 'Your name' })).toHaveValue('');

    for (const width of [390, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await alexPage.setViewportSize({ width, height: 900 });
        await alexPage.emulateMedia({ colorScheme });
        await expectNoSeriousAxeViolations(alexPage, { allRules: true });
      }
    }
  } finally {
    await sam.close();
    await alex.close();
  }
});

test('the page shows the battery, the accuracy and the time left, ticking', async ({ page }) => {
  await page.clock.install();
  const status = await app.createStatus({
    timezone: 'UTC',
    location: { latitude: 51.5007, longitude: -0.1246, accuracy: 35 },
    battery: { level: 0.12, charging: false },
    endTime: new Date(Date.now() + 2 * 3_600_000 - 30_000).toISOString(),
  });
  await openLive(page, status.accessCode);
  await expect(page.getByText('Battery 12% Low')).toBeVisible();
  await expect(page.getByText("The phone's battery is at 12%, which is low.")).toBeAttached();
  await expect(page.getByText('(within 35 m)')).toBeVisible();
  await expect(page.getByText('Accurate to within 35 metres.')).toBeAttached();
  await expect(page.getByText('Ends in 1 hr 59 min')).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(page.getByText('Ends in 1 hr 58 min')).toBeVisible();

  await app.updateStatus(status.id, { battery: { level: 0.8, charging: true } });
  await expect(page.getByText('Battery 80%, charging')).toBeVisible();
  await expect(page.getByText('Low', { exact: true })).toHaveCount(0);
});

test('the demo status shows all of it without the server', async ({ page }) => {
  await page.goto(`${server().url}/hero-lookup#code=AAAAAA`);
  await expect(page.getByRole('heading', { level: 3, name: 'Active' })).toBeVisible();
  await expect(page.getByText('Battery 12% Low')).toBeVisible();
  await expect(page.getByText('(within 35 m)')).toBeVisible();
  await expect(page.getByText(/^Ends in 1 hr 1[78] min$/)).toBeVisible();
  const answers = page.getByRole('region', { name: 'Answers from heroes' }).getByRole('listitem');
  await expect(answers).toHaveText(['Sam is on the way · , 4 min ago', 'A hero has seen this · , 7 min ago']);
  await page.getByRole('button', { name: "I've seen this" }).click();
  // This device's own answer is "You", on the page and in the live region.
  await expect(answers.first()).toHaveText('You have seen this · , just now');
  await expect(page.getByRole('status').filter({ hasText: 'You have seen this' })).toHaveCount(1);
});
