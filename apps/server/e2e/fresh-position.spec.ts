import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// A hero asks the person's phone for a fresh position: answered by app:simulate, acting as the app against the real
// server; never by an old fix sent again; declined; and not answered within 2 minutes (the page's clock).
const server = useE2eServer();
let app: ApiClient;
test.beforeAll(() => {
  app = appOf(server, 'e2e-fresh');
});

const ANSWERS = 'Let them and the other heroes know';

/** `app:simulate` against the spec's server, with no step for 10 minutes: it reports, and answers requests. */
function simulate(): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/app-simulate.ts', '--every=600'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, HOST: '127.0.0.1', PORT: new URL(server().url).port, DATA_DIR: server().dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

test('app:simulate answers a request with a position taken after it', async ({ page }) => {
  const simulated = simulate();
  try {
    await expect.poll(simulated.output, { timeout: 30_000 }).toMatch(/Access code: [A-Z0-9]{6}/);
    const code = /Access code: ([A-Z0-9]{6})/.exec(simulated.output())?.[1];
    await page.goto(`${server().url}/hero-lookup#code=${code}`);
    const group = page.getByRole('group', { name: ANSWERS });
    await group.getByRole('textbox', { name: 'Your name' }).fill('Sam');
    await group.getByRole('button', { name: "I'm on my way" }).click();
    await group.getByRole('button', { name: 'Ask for a fresh position' }).click();
    await expect(group.getByText(/^New position, \d+ s ago$/)).toBeVisible({ timeout: 15_000 });
    await expect(group.locator('[aria-live="polite"]')).toHaveText('New position.');
    expect(simulated.output()).toContain('Sam asked for a fresh position: sent one, taken now.');
    await expectNoSeriousAxeViolations(page, { allRules: true });
  } finally {
    simulated.child.kill();
  }
});

test('an old fix sent again leaves it waiting; 2 minutes without an answer, then a decline', async ({
  browser,
}) => {
  const taken = new Date(Date.now() - 60_000).toISOString();
  const location = { latitude: 51.5007, longitude: -0.1246, accuracy: 20, takenAt: taken };
  const status = await app.createStatus({ timezone: 'Europe/London', displayName: 'Riley', location });
  const sam = await browser.newContext();
  const alex = await browser.newContext();
  try {
    const samPage = await sam.newPage();
    const alexPage = await alex.newPage();
    await alexPage.clock.install();
    for (const page of [samPage, alexPage]) {
      await page.goto(`${server().url}/hero-lookup#code=${status.accessCode}`);
      await expect(page.getByText('Live: changes show as they happen')).toBeVisible();
    }
    await samPage
      .getByRole('group', { name: ANSWERS })
      .getByRole('button', { name: 'Ask for a fresh position' })
      .click();
    const group = alexPage.getByRole('group', { name: ANSWERS });
    const waiting = group.getByText(
      /^A hero asked for a fresh position \d+ s ago · waiting for Riley's phone$/,
    );
    await expect(waiting).toBeVisible();
    await expect(group.getByRole('button', { name: 'Ask for a fresh position' })).toBeDisabled();
    await expectNoSeriousAxeViolations(alexPage, { allRules: true });

    // The phone sends again the fix it took before the request, with a new battery level: still waiting.
    await app.updateStatus(status.id, { location, battery: { level: 0.5, charging: false } });
    await expect(alexPage.getByText('Battery 50%', { exact: false }).first()).toBeVisible();
    await expect(waiting).toBeVisible();

    await alexPage.clock.fastForward(2 * 60_000);
    const line = group.locator('.hero-answers__fresh-line');
    await expect(line).toHaveText("Riley's phone has not answered. It may be off or without signal.");
    await expectNoSeriousAxeViolations(alexPage, { allRules: true });

    await app.updateStatus(status.id, { declinePositionRequest: true });
    await expect(line).toHaveText("Riley's phone did not send a new position");
    await expect(group.locator('[aria-live="polite"]')).toHaveText(
      "Riley's phone did not send a new position",
    );
    // Another request so soon is refused, with the reason.
    await samPage
      .getByRole('group', { name: ANSWERS })
      .getByRole('button', { name: 'Ask for a fresh position' })
      .click();
    await expect(samPage.getByRole('group', { name: ANSWERS }).getByRole('alert')).toContainText(
      /A hero asked for a fresh position less than 30 seconds ago\.|You asked for a fresh position less than 2 minutes ago\./,
    );
  } finally {
    await sam.close();
    await alex.close();
  }
});
