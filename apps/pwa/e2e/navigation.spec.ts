import { NAV_LABELS, ROUTES } from './routes';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route.path} shows its page, title and current link`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page).toHaveTitle(route.title);
        if (viewport.width < 640) await mainNav(page).getByRole('button', { name: 'Menu' }).click();
        const current = mainNav(page).locator('[aria-current="page"]');
        await expect(current).toHaveCount(1);
        await expect(current).toHaveText(route.navLabel);
      });
    }
  });
}

test('the links keep the spec order, Admin Login last', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');
  await expect(mainNav(page).getByRole('link')).toHaveText([/Beacon/, ...NAV_LABELS]);
});

test('below 640 px the links sit behind the toggle; from 640 px they show inline', async ({ page }) => {
  await page.setViewportSize({ width: 639, height: 800 });
  await page.goto('/');
  const toggle = mainNav(page).getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page).getByRole('link', { name: 'Feedback' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await mainNav(page).getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.setViewportSize({ width: 640, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(mainNav(page).getByRole('link', { name: 'Hero Lookup' })).toBeVisible();
});

test('Escape closes the mobile menu and returns focus to the toggle', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const toggle = mainNav(page).getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(mainNav(page).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('the footer links About and the documents, and About is reached from it', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['About Us', 'Legal Documents', 'Account Deletion', 'Feedback']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  for (const name of ['Our Mission', 'Our Team', 'Our Story']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
});

test('an unknown path offers a way home', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon');
});

test('the skip link moves to the main content', async ({ page }) => {
  await page.goto('/accountDeletion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('/app-ads.txt is the plain text file, not the app shell', async ({ request }) => {
  const response = await request.get('/app-ads.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).not.toContain('<html');
});
