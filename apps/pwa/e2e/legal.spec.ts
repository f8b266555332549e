import { expect, test } from './support/fixtures';

const EULA_SECTIONS = [
  'The Application',
  'Scope of License',
  'Technical Requirements',
  'Maintenance and Support',
  'Use of Data',
  'User-Generated Contributions',
  'Contribution License',
  'Liability',
  'Warranty',
  'Product Claims',
  'Legal Compliance',
  'Contact Information',
  'Termination',
  'Third-Party Beneficiar',
  'Intellectual Property',
  'Applicable Law',
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
  const texts = await headings.allTextContents();
  EULA_SECTIONS.forEach((section, index) => {
    expect(texts[index]).toMatch(new RegExp(`^${index + 1}\\. ${section}`, 'i'));
  });
  await expect(page.getByRole('tabpanel')).toContainText('Virginia');
  await page.goto('/privacyPolicies?tab=optin');
  await expect(page.getByRole('tab', { name: 'Opt-in Policy' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/privacyPolicies?tab=bogus');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
});
