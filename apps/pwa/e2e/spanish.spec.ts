import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import englishSite from '../src/messages/en/site';
import spanishSite from '../src/messages/es/site';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

// The site in Spanish, under /es/: every page of text prerendered in Spanish (readable without JavaScript), hydrated
// without a warning, with its language link, its addresses in both languages, and axe's approval.

const PAGES = [
  {
    path: '/es/',
    heading: 'Beacon',
    text: 'Tu compañero de seguridad personal para situaciones de emergencia.',
  },
  { path: '/es/home', heading: 'Beacon', text: 'Te damos la bienvenida a Beacon' },
  { path: '/es/about', heading: 'Quiénes somos', text: 'Nuestra misión' },
  { path: '/es/privacyPolicies', heading: 'Documentos legales', text: 'prevalece la versión en inglés' },
  { path: '/es/accountDeletion', heading: 'Eliminación de la cuenta', text: 'Settings (Ajustes)' },
];

/** The English sentences of the words every page shows (beyond names the languages share). */
const ENGLISH_SENTENCES = Object.values(englishSite)
  .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
  .filter((value): value is string => typeof value === 'string' && value.includes(' '));

/** Every warning and error the page logs or throws. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      message.text() !== 'Service Worker registration blocked by Playwright'
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading, text } of PAGES) {
    test(`${path} is Spanish from its first byte`, async ({ page }) => {
      await page.goto(path);
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
        'href',
        path === '/es/' ? '/' : path.slice(3),
      );
      // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, as a reader sees it
      const shown = await page.locator('body').innerText();
      for (const sentence of ENGLISH_SENTENCES) expect(shown, sentence).not.toContain(sentence);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute('href', new RegExp(`${path.replace('/', '\\/')}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    });
  }
});

for (const { path, heading } of PAGES) {
  test(`${path} hydrates without a warning, and stays Spanish`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(path);
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: spanishSite.footer.about })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a link in the site stays in Spanish, and the language link goes to the same page in English', async ({
  page,
}) => {
  await page.goto('/es/about');
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: spanishSite.footer.legal }).click();
  await expect(page).toHaveURL(/\/es\/privacyPolicies$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentos legales');
  await page.getByRole('tab', { name: 'Contrato de licencia' }).click();
  await expect(page).toHaveURL(/\/es\/privacyPolicies\?tab=eula$/);
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/privacyPolicies\?tab=eula$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Documents');
  expect(await page.getAttribute('html', 'lang')).toBe('en');
});

test('the language chosen is remembered on the device: a page of text at its plain address opens in it', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  expect(await page.evaluate(() => localStorage.getItem('chosen-language'))).toBe('es');
  expect((await page.context().cookies()).length).toBe(0);
  await page.goto('/accountDeletion');
  await expect(page).toHaveURL(/\/es\/accountDeletion$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eliminación de la cuenta');
  // The lookup never moves before it shows its status.
  await page.goto('/hero-lookup');
  await expect(page).toHaveURL(/\/hero-lookup$/);
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('is offered the Spanish page, never redirected', async ({ page }) => {
    await page.goto('/about');
    const offer = page.getByRole('link', { name: 'Ver esta página en español' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await offer.click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiénes somos');
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`Spanish, ${colorScheme} theme at ${viewport.width} px`, () => {
      test.use({ viewport, colorScheme, reducedMotion: 'reduce' });
      for (const { path } of PAGES) {
        test(`${path}: axe finds nothing serious`, async ({ page }) => {
          await page.goto(path);
          await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
          await expectNoSeriousAxeViolations(page);
        });
      }
    });
  }
}
