import { ACTIVE_STATUS, expect, test } from './support/fixtures';

const ACTIVE = { ...ACTIVE_STATUS, accessCode: 'ACT001' };

async function lookUp(page: import('@playwright/test').Page, code: string) {
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Look Up Information' }).click();
}

test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test('invalid codes are refused on the page and sent nowhere', async ({ page, api }) => {
  await page.goto('/hero-lookup');
  await expect(page.getByLabel('Access code')).toHaveAttribute('placeholder', 'Enter 6-character code');
  // No maxlength: it would cut a pasted 'abc-123' to 'abc-12'; the page keeps the field to 6 characters itself.
  await expect(page.getByLabel('Access code')).not.toHaveAttribute('maxlength');
  // One code too short: which codes are refused is AccessCode's table (packages/contract, access-code.test.ts).
  await lookUp(page, 'ABC12');
  await expect(page.getByLabel('Access code')).toHaveAttribute('aria-invalid', 'true');
  expect(await api.requests('lookup:ABC12')).toEqual([]);
  await page.getByLabel('Access code').fill('abc123x');
  await expect(page.getByLabel('Access code')).toHaveValue('ABC123');
  await page.getByLabel('Access code').fill('abc-123');
  await expect(page.getByLabel('Access code')).toHaveValue('ABC123');
});

test('the demo code is answered on the page, with no request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request.url());
  });
  await page.goto('/hero-lookup');
  await lookUp(page, 'aaaaaa');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('This is a demonstration status.', { exact: false })).toBeVisible();
  expect(requests).toEqual([]);
});

test('a visitor who only reads the page loads none of a lookup’s code; focusing the field loads it', async ({
  page,
}) => {
  const panel: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/status-panel-[\w-]+\.js$/.test(request.url())) panel.push(request.url());
  });
  await page.goto('/hero-lookup');
  // The app has started (the prerendered page hands over to it) and the network has gone quiet since.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(panel).toEqual([]);
  const asked = page.waitForRequest(/\/assets\/status-panel-[\w-]+\.js$/);
  await page.getByLabel('Access code').focus();
  await asked;
});

test('an active status shows its details, dates and both maps links', async ({ page, api }) => {
  await api.answer('lookup:ACT001', { status: 200, body: ACTIVE });
  await page.goto('/hero-lookup');
  await lookUp(page, 'act001');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  for (const text of ['Jordan', 'Evening walk', 'National Mall', 'Walking home', 'Jun 14, 2025, 9:30 AM']) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  expect((await api.requests('lookup:ACT001'))[0]?.query).toEqual({ accessCode: 'ACT001' });
  await expect(page.getByRole('link', { name: /Directions from start to current location/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&origin=38.8977,-77.0365&destination=38.8895,-77.0353',
  );
  await expect(page.getByRole('link', { name: /View start location on map/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=38.8977,-77.0365',
  );
});

test('an emergency is unmistakable, and missing dates read Not set', async ({ page, api }) => {
  await api.answer('lookup:EMG001', {
    status: 200,
    body: { ...ACTIVE, accessCode: 'EMG001', emergency: true, startTime: null, endTime: undefined },
  });
  await page.goto('/hero-lookup');
  await lookUp(page, 'EMG001');
  await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
  await expect(page.getByText('Not set').first()).toBeVisible();
});

test('an expired status says when its timer expired, and links only what it has', async ({ page, api }) => {
  await api.answer('lookup:EXP001', {
    status: 200,
    body: { ...ACTIVE, accessCode: 'EXP001', reason: 'Status Has Expired', startLocation: null },
  });
  await page.goto('/hero-lookup');
  await lookUp(page, 'EXP001');
  await expect(page.getByText('Timer has Expired at Jun 14, 2025, 11:30 AM')).toBeVisible();
  // The action bar's directions go to where they are now, from wherever the hero is: those from the start cannot be.
  await expect(page.getByRole('link', { name: 'Directions', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Directions from start/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /start location/ })).toHaveCount(0);
});

// Which answer says what (404, 429, 500…) is tested row by row without a browser
// (src/features/hero-lookup/lookup-form.test.tsx): here one of them, through the real client in Chromium.
test("a 404 answer tells the hero 'User not found.'", async ({ page, api }) => {
  await api.answer('lookup:NOF404', { status: 404, body: { message: 'No status' } });
  await page.goto('/hero-lookup');
  await lookUp(page, 'NOF404');
  await expect(page.getByRole('alert').filter({ hasText: 'User not found.' })).toBeVisible();
});

test('a lost connection is told to the hero, not only logged', async ({ page }) => {
  await page.route('**/api/getSnapshot**', (route) => route.abort('internetdisconnected'));
  await page.goto('/hero-lookup');
  await lookUp(page, 'NET001');
  // The browser still says it is online: the page says the server does not answer, and that it tries again.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Our server is not answering. We try again every 10 seconds.' }),
  ).toBeVisible();
});

test('a link with the code in its fragment looks it up at once and drops the code from the address', async ({
  page,
  api,
}) => {
  // Its phone has just reported: a phone silent for 10 minutes is not called live.
  const reported = { ...ACTIVE, accessCode: 'LNK001', timestamp: new Date().toISOString() };
  await api.answer('lookup:LNK001', { status: 200, body: reported });
  await api.answer('stream:LNK001', { status: 200 });
  await page.goto('/hero-lookup#code=lnk001');
  await expect(page.getByText('Evening walk')).toBeVisible();
  await expect(page.getByText('Live: changes show as they happen')).toBeVisible();
  await expect(page.getByLabel('Access code')).toHaveValue('LNK001');
  expect(new URL(page.url()).hash).toBe('');
  expect(await api.requests('lookup:LNK001')).toHaveLength(1);
});

test('without its live stream, a shown status refreshes every 30 s and announces a change of state', async ({
  page,
  api,
}) => {
  await page.clock.install();
  await api.answer('lookup:RFR001', { status: 200, body: { ...ACTIVE, accessCode: 'RFR001' } });
  await page.goto('/hero-lookup');
  await lookUp(page, 'RFR001');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/^The phone last reported /)).toBeVisible();
  await api.answer('lookup:RFR001', {
    status: 200,
    body: { ...ACTIVE, accessCode: 'RFR001', emergency: true },
  });
  await page.clock.runFor(30_000);
  await expect(page.getByText('EMERGENCY', { exact: true })).toBeVisible();
  await expect(
    page.locator('[aria-live="assertive"]').filter({ hasText: /^Emergency switched on at / }),
  ).toHaveCount(1);
  expect((await api.requests('lookup:RFR001')).length).toBeGreaterThanOrEqual(2);
});

test('results are never stored on the device', async ({ page, api }) => {
  await api.answer('lookup:STO001', { status: 200, body: { ...ACTIVE, accessCode: 'STO001' } });
  await page.goto('/hero-lookup');
  await lookUp(page, 'STO001');
  await expect(page.getByText('Evening walk')).toBeVisible();
  const stored = await page.evaluate(async () => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    caches: await caches.keys(),
  }));
  expect(stored.local).not.toContain('Evening walk');
  expect(stored.session).not.toContain('Evening walk');
  expect(stored.caches).toEqual([]);
});
