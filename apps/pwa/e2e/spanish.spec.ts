import type { Page } from '@playwright/test';
import { LOCALES } from '@safety-companion/contract';
import { holdApp } from '@safety-companion/test-support/hold-app';
import { sectionInNode } from '../src/build-plugins/messages-plugin';
import { ACTIVE_STATUS, expect, test } from './support/fixtures';
import { collectProblems, ENGLISH_SENTENCES, expectNoEnglish, sentencesOf } from './support/language-checks';

const englishNoScript = sectionInNode<{ text: string }>('en', 'no-script');
const spanishNoScript = sectionInNode<{ text: string }>('es', 'no-script');
const spanishSite = sectionInNode<typeof import('words:site').default>('es', 'site');
const englishLookup = sectionInNode<typeof import('words:lookup').default>('en', 'lookup');
const englishResult = sectionInNode<typeof import('words:lookup-result').default>('en', 'lookup-result');
const englishUserStatus = sectionInNode<typeof import('words:user-status').default>('en', 'user-status');

// The site in Spanish, under /es/: every page of text prerendered in Spanish (readable without JavaScript), hydrated
// without a warning, with its language list and its addresses in every language (axe's approval: languages.spec.ts).

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
  { path: '/es/feedback', heading: 'Comentarios', text: 'Correo electrónico' },
  {
    path: '/es/hero-lookup',
    heading: 'Consulta para héroes',
    text: 'Las 6 letras o dígitos del mensaje de texto',
  },
];

/** A sentence of the Spanish words every page shows (in the Spanish `site` section's module, as it is written). */
const SITE_SENTENCE = spanishSite.offline;

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
      await expectNoEnglish(page, ENGLISH_SENTENCES);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute('href', new RegExp(`${path.replace('/', '\\/')}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    });
  }

  test('an address that is no page says what it needs in Spanish too, marked as Spanish', async ({
    page,
  }) => {
    // Hosts send one 404.html for every language's addresses.
    const response = await page.goto('/es/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('p[lang="es"]')).toHaveText(spanishNoScript.text);
    await expect(page.locator('p[lang="en"]')).toHaveText(englishNoScript.text);
  });
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

// The start script preloads a page's words with the app (its language's sections; its page of text is in its
// HTML), so that they do not wait for the app to run first: with the app's entry held back, they have been asked
// for all the same.
for (const { path, words } of [
  { path: '/es/about', words: [SITE_SENTENCE] },
  { path: '/es/privacyPolicies', words: [SITE_SENTENCE, 'Política de consentimiento'] },
]) {
  test(`${path}: its words are asked for with the app, not after it`, async ({ page }) => {
    const releaseApp = await holdApp(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    // The navigation ends once the app has taken the page over, so it is awaited only after the app is let through.
    const opened = page.goto(path);
    const asked = async () => {
      const texts = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
      return words.filter((word) => !texts.some((text) => text.includes(word)));
    };
    await expect.poll(asked).toEqual([]);
    releaseApp();
    await opened;
  });
}

/** The files of words a page asks for (`site-es-<hash>.js`: a section's, in a language), as it asks for them. */
function wordFilesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (LOCALES.some((locale) => file.includes(`-${locale}-`))) asked.push(file);
  });
  return asked;
}

// A page in Spanish preloads the Spanish words of what it shows, and asks for no other language's.
test('a prerendered page in Spanish preloads its words, and asks for no other language’s', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/es/about')).text();
  expect(html).toMatch(/"\/assets\/site-es-[\w-]+\.js"/);
  const problems = collectProblems(page);
  const asked = wordFilesAsked(page);
  await page.goto('/es/about');
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiénes somos');
  // Its effects have run: an English-speaking browser is offered the page in English.
  await expect(page.getByRole('link', { name: 'View this page in English' })).toBeVisible();
  expect(asked.some((file) => file.startsWith('site-es-'))).toBe(true);
  expect(asked.filter((file) => !file.includes('-es-'))).toEqual([]);
  expect(problems).toEqual([]);
});

// A page the browser renders has a shell of its own in each language: in Spanish from its first byte, its words
// preloaded with its code.
test('a page the browser renders arrives in Spanish, its words preloaded', async ({ page, request }) => {
  const html = await (await request.get('/es/admin-login')).text();
  expect(html).toContain('<html lang="es" dir="ltr">');
  expect(html).toContain(`<noscript>${spanishNoScript.text}</noscript>`);
  expect(html).toContain('<div id="root"></div>');
  expect(html).toMatch(/\/assets\/admin-login-es-[\w-]+\.js/);
  const problems = collectProblems(page);
  const asked = wordFilesAsked(page);
  await page.goto('/es/admin-login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishSite.pages.adminLogin);
  expect(asked.filter((file) => !file.includes('-es-'))).toEqual([]);
  expect(problems).toEqual([]);
});

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

// Axe on every Spanish page at both sizes in both themes: languages.spec.ts, with every other language's.

test('the User Status page reads a pasted status in Spanish', async ({ page }) => {
  await page.goto('/es/user-status');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estado del usuario');
  await expect(page).toHaveTitle(/^Estado del usuario/);
  await page.getByLabel('JSON del estado').fill(JSON.stringify({ ...ACTIVE_STATUS, accessCode: 'ABC123' }));
  await expect(page.getByText('El estado se leyó correctamente.')).toBeVisible();
  await expect(page.getByText('Activo', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Las fechas del estado en UTC y en hora local' }),
  ).toBeVisible();
  await expectNoEnglish(page, [...ENGLISH_SENTENCES, ...sentencesOf(englishUserStatus)]);
  await page.getByLabel('JSON del estado').fill('{');
  await expect(page.getByRole('alert')).toContainText('Error al leer el estado: ');
});

test.describe('the lookup in Spanish', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'es-MX' });
  const LOOKUP_SENTENCES = [
    ...ENGLISH_SENTENCES,
    ...sentencesOf(englishLookup),
    ...sentencesOf(englishResult),
  ];

  test('a text message’s /es/ link shows the emergency in Spanish, with nothing left in English', async ({
    page,
    api,
  }) => {
    await api.answer('lookup:ESP001', {
      status: 200,
      body: { ...ACTIVE_STATUS, accessCode: 'ESP001', emergency: true, displayName: 'Riley' },
    });
    await page.goto('/es/hero-lookup#code=ESP001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulta para héroes');
    await expect(page.getByRole('heading', { name: 'Riley necesita ayuda' })).toBeVisible();
    await expect(page.getByText('EMERGENCIA', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Llamar al \d+/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voy en camino' })).toBeVisible();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expectNoEnglish(page, LOOKUP_SENTENCES);
  });

  test('an unknown code fails in Spanish', async ({ page, api }) => {
    await api.answer('lookup:NOP404', { status: 404, body: { message: 'User not found.' } });
    await page.goto('/es/hero-lookup');
    await page.getByLabel('Código de acceso').fill('NOP404');
    await page.getByRole('button', { name: 'Consultar información' }).click();
    await expect(page.getByText('La consulta falló')).toBeVisible();
    await expect(page.getByText('No se encontró a la persona.')).toBeVisible();
    await expectNoEnglish(page, LOOKUP_SENTENCES);
  });

  test('the language link keeps the status shown', async ({ page, api }) => {
    await api.answer('lookup:KEEP01', { status: 200, body: { ...ACTIVE_STATUS, accessCode: 'KEEP01' } });
    await page.goto('/hero-lookup#code=KEEP01');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Español', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/hero-lookup/);
    await expect(page.getByText('Activo', { exact: true })).toBeVisible();
  });
});
