import { expect, test } from './support/fixtures';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test('the user status page parses what is pasted and says so', async ({ page }) => {
  await page.goto('/user-status');
  const input = page.getByLabel('Status JSON');
  await input.fill('{"emergency": true, "startTime": "2025-01-02T03:04:05Z"');
  await expect(page.getByRole('alert').filter({ hasText: /^Error parsing status: / })).toBeVisible();
  await input.fill(
    '{"emergency": true, "startTime": "2025-01-02T03:04:05Z", "timerDetails": {"who": "Alex"}}',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Status parsed successfully.' })).toBeVisible();
  await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
  await expect(page.getByText('2025-01-02T03:04:05.000Z').first()).toBeVisible();
  await expect(page.getByText('Alex').first()).toBeVisible();
  await expect(page.locator('pre')).toContainText('"emergency": true');
});

test('admin login: required fields, Signing in..., refusal texts, and the error clears on edit', async ({
  page,
  api,
}) => {
  await page.goto('/admin-login');
  await expect(page.getByText('Access the administrative dashboard')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  // Answered late enough that the busy state is there to see on a loaded machine.
  await api.answer('admin:ada', { status: 401, body: { message: 'Invalid credentials.' }, delayMs: 2_500 });
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
  ).toBeVisible();
  await page.getByLabel('Password').fill('again');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toHaveCount(0);

  await api.answer('admin:grace', { status: 500, body: {} });
  await page.getByLabel('Username').fill('grace');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' }),
  ).toBeVisible();
});

test('a successful admin login goes to the dashboard and its inbox', async ({ page, api }) => {
  await api.answer('admin:root', { status: 204 });
  await api.answer('/api/admin/session', { status: 200, body: { username: 'root' } });
  await api.answer('/api/admin/feedback', { status: 200, body: { items: [], nextCursor: null } });
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill('root');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await expect(page.getByText('No messages here.')).toBeVisible();
});

test('no credential is in the bundle', async ({ page, request }) => {
  await page.goto('/admin-login');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  for (const script of scripts) {
    const source = await (await request.get(script)).text();
    expect(source).not.toMatch(/password\s*[=:]\s*["'][^"']+["']/i);
  }
});
