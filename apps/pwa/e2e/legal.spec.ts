import { expect, test } from './support/fixtures';

// The spec's section headings, in its own wording and sentence case.
const EULA_SECTIONS = [
  'The application',
  'Scope of license',
  'Technical requirements',
  'Maintenance and support',
  'Use of data',
  'User-generated contributions',
  'Contribution license',
  'Liability',
  'Warranty',
  'Product claims',
  'Legal compliance',
  'Contact information',
  'Termination',
  'Third-party beneficiaries',
  'Intellectual property',
  'Applicable law',
  'Miscellaneous',
];

test('opens the Privacy Policy by default and switches tabs by click, updating the address', async ({
  page,
}) => {
  await page.goto('/privacyPolicies');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Privacy Policy');
  await page.getByRole('tab', { name: 'EULA' }).click();
  await expect(page).toHaveURL(/\?tab=eula$/);
  await expect(page.getByRole('tabpanel')).toContainText('Last updated August 24, 2024');
  await page.getByRole('tab', { name: 'Opt-in Policy' }).click();
  await expect(page).toHaveURL(/\?tab=optin$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'EULA' })).toHaveAttribute('aria-selected', 'true');
});

test('moves between tabs with the arrow keys, Home and End', async ({ page }) => {
  await page.goto('/privacyPolicies');
  await page.getByRole('tab', { name: 'Privacy Policy' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'EULA' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'EULA' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Opt-in Policy' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Opt-in Policy' })).toHaveAttribute('aria-selected', 'true');
});

test('opens the tab named in the address, and the Privacy Policy for anything else', async ({ page }) => {
  await page.goto('/privacyPolicies?tab=eula');
  await expect(page.getByRole('tab', { name: 'EULA' })).toHaveAttribute('aria-selected', 'true');
  const headings = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  await expect(headings).toHaveCount(17);
  expect(await headings.allTextContents()).toEqual(
    EULA_SECTIONS.map((section, index) => `${index + 1}. ${section}`),
  );
  await expect(page.getByRole('tabpanel')).toContainText('Virginia');
  await page.goto('/privacyPolicies?tab=optin');
  await expect(page.getByRole('tab', { name: 'Opt-in Policy' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/privacyPolicies?tab=bogus');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
});

test('the Privacy Policy says what the website keeps on the device, and for how long', async ({ page }) => {
  await page.goto('/privacyPolicies');
  const section = page.getByRole('heading', { name: 'What This Website Keeps on Your Device' }).locator('..');
  await expect(section).toContainText('removed as soon as the feedback is sent');
  await expect(section).toContainText('gone when you close the tab');
  await expect(section).toContainText('offline copy of the website');
  await expect(section).toContainText('shown only once');
});
