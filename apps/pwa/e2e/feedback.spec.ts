import type { Page } from '@playwright/test';
import { holdApp } from '@safety-companion/test-support/hold-app';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

async function fill(page: Page, subject: string) {
  await page.getByLabel('Name').fill('Sam Tester');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The lookup page helped.\nThank you!');
}

/** What `fill` typed, as the API receives it. */
function sentBody(subject: string) {
  return {
    location: 'web',
    email: 'sam@example.com',
    subject,
    body: 'The lookup page helped.\nThank you!',
    name: 'Sam Tester',
  };
}

async function expectKept(page: Page, subject: string) {
  await expect(page.getByLabel('Name')).toHaveValue('Sam Tester');
  await expect(page.getByLabel('Email')).toHaveValue('sam@example.com');
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(page.getByLabel('Message')).toHaveValue('The lookup page helped.\nThank you!');
}

test('every field is required and nothing is sent until they are filled', async ({ page, api }) => {
  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  expect(await api.requests('feedback:')).toEqual([]);
});

test('sends exactly the spec body, shows Submitting... while it waits, then thanks and clears', async ({
  page,
  api,
}) => {
  const subject = 'E2E happy path';
  await api.answer(`feedback:${subject}`, { status: 201, body: { id: 'f-42' }, delayMs: 800 });
  await page.goto('/feedback');
  await fill(page, `  ${subject}  `);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true }).catch(() => {});
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(
    page.getByText(
      'Your feedback has been submitted successfully. We appreciate you taking the time to share your thoughts with us!',
    ),
  ).toBeVisible();
  const requests = await api.requests(`feedback:${subject}`);
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0]?.body ?? '')).toEqual(sentBody(subject));
  await page.getByRole('button', { name: 'Send more feedback' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

// Which answer says what is the failure table's, tested row by row without a browser (contract's feedback.test.ts,
// and the form's own in src/features/feedback/feedback-form.test.tsx): here one answer, a gateway's page that is no
// JSON, goes through the real client in Chromium.
test("a 502 answer that is no JSON says 'Network error…' and keeps every field", async ({ page, api }) => {
  const subject = 'E2E error answer';
  await api.answer(`feedback:${subject}`, { status: 502, raw: 'fetch failed upstream' });
  await page.goto('/feedback');
  await fill(page, subject);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection and try again.' }),
  ).toBeVisible();
  await expectKept(page, subject);
});

test('a request that never answers times out with the spec text and keeps the fields', async ({
  page,
  api,
}) => {
  const subject = `E2E timeout ${test.info().repeatEachIndex}`;
  await api.answer(`feedback:${subject}`, { status: 201, body: {}, delayMs: 15_000 });
  // The page's clock stands still from the first render on: the 10-second deadline passes when the test moves it.
  await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
  await page.goto('/feedback');
  await fill(page, subject);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  // The form's rules and the API client load at the first send: the deadline runs from the request's start.
  await expect.poll(async () => (await api.requests(`feedback:${subject}`)).length).toBe(1);
  await page.clock.runFor(10_000);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Request timed out. Please check your connection and try again.' }),
  ).toBeVisible();
  await expectKept(page, subject);
});

test('a dropped connection is a network error and keeps the fields', async ({ page }) => {
  const subject = 'E2E network';
  await page.route('**/api/addFeedback', (route) => route.abort('connectionreset'));
  await page.goto('/feedback');
  await fill(page, subject);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection and try again.' }),
  ).toBeVisible();
  await expectKept(page, subject);
});

test('what was typed and sent before the app started survives its start, and is sent', async ({
  page,
  api,
}) => {
  const subject = 'E2E before the start';
  await api.answer(`feedback:${subject}`, { status: 201, body: { id: 'fb-early' } });
  const release = await holdApp(page);
  const opened = page.goto('/feedback');
  await fill(page, subject);
  // Sent before the app runs: held, not a GET of the page with the message in its address.
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  release();
  await opened;
  // The tap made before the start is not lost: the app sends what was typed as soon as it runs.
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const sent = await api.requests(`feedback:${subject}`);
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]?.body ?? '')).toEqual(sentBody(subject));
});

test('a submit made while the app is taking the page over is held, and sent once', async ({ page, api }) => {
  const subject = 'E2E while starting';
  await api.answer(`feedback:${subject}`, { status: 201, body: { id: 'fb-starting' } });
  // The app's entry runs and starts hydrating, but the feedback page's own code is still on its way.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/feedback-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const opened = page.goto('/feedback');
  // React has begun taking the page over once it marks #root as its container.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await fill(page, subject);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  expect(new URL(page.url()).search).toBe('');
  release();
  await opened;
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(await api.requests(`feedback:${subject}`)).toHaveLength(1);
});

test('a scroll made before the app started is kept when it takes the page over', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const release = await holdApp(page);
  const opened = page.goto('/feedback');
  await page.getByRole('button', { name: 'Submit Feedback' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await opened;
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('what was typed before the app started survives its start', async ({ page, api }) => {
  const release = await holdApp(page);
  const opened = page.goto('/feedback');
  await fill(page, 'E2E typed early');
  release();
  await opened;
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expectKept(page, 'E2E typed early');
  expect(await api.requests('feedback:E2E typed early')).toEqual([]);
});

test('what was typed survives a reload until it is sent', async ({ page }) => {
  await page.goto('/feedback');
  await fill(page, 'E2E draft');
  // Kept once the draft is written to this tab's storage (a moment after the last key).
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('feedback-draft') ?? ''))
    .toContain('E2E draft');
  await page.reload();
  await expectKept(page, 'E2E draft');
});

test('the message box has 4 rows on a phone and 6 on a desktop', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/feedback');
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '4');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');
});
