import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { prerenderedPages, SITE_PAGES } from '../src/site-pages';
import { expectedPage } from './routes';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { installServiceWorker } from './support/service-worker';

// The content pages are rendered to HTML at build time (src/prerender): they paint without JavaScript, the
// browser hydrates them without a mismatch, and the service worker answers each with its own HTML offline.

/** A line of each page's text beyond its heading, to be painted without JavaScript. */
const BODY_TEXT: Record<string, string> = {
  '/': 'Your personal safety companion for emergency situations.',
  '/home': 'Your personal safety companion for emergency situations.',
  '/about': 'Our Mission',
  '/privacyPolicies': 'we keep your location only while an activity is running',
  '/accountDeletion': 'Removing the app from your phone does not delete your account',
  '/feedback': 'Subject',
  '/hero-lookup': 'The 6 letters or digits from the text message, like ABC123.',
};

/** The name Vite gives a route's split chunk: its file's, or its folder's for an index file. */
function chunkOf(route: string): string {
  const parts = route.replace(/\.tsx?$/, '').split('/');
  const name = parts.at(-1) ?? '';
  return name === 'index' ? (parts.at(-2) ?? 'routes') : name;
}

// The prerendered pages of the site's page table, each with what the tests expect of it.
const PAGES = prerenderedPages().map(({ path, route }) => {
  const { heading, title, description } = expectedPage(path);
  return { path, heading, title, description, text: BODY_TEXT[path] ?? heading, chunk: chunkOf(route) };
});
/** Pages of the table the app shell renders. */
const SHELL_PAGES = SITE_PAGES.filter((page) => page.file === null).map((page) => page.path);

/** What the test harness itself says: its service workers are blocked outside the offline tests. */
const HARNESS_NOTICES = ['Service Worker registration blocked by Playwright'];

/** Every warning and error the page logs or throws, from its first script on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !HARNESS_NOTICES.includes(message.text())
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Keeps the `<h1>` the HTML arrived with, taken when parsing ends and before any deferred script runs, so a test
 * can tell a hydrated page (the same element) from one the client rendered again.
 */
async function rememberPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') });
    });
  });
}

/** Resolves once the prerendered page is the live app: hydrated, #root no longer carries the prerendered mark. */
async function hydrated(page: Page) {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

async function headTags(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  }));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text, title } of PAGES) {
    test(`${path} shows its heading, text and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }
});

for (const { path, heading, title, description, chunk } of PAGES) {
  test(`${path}: its own HTML has the page, its title and description, and its start script preloads its route`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`<title data-prerendered>${title}</title>`);
    expect(html.match(/<title\b/g)).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(`<meta data-prerendered name="description" content="[^"]*${description.source}`),
    );
    // Nothing to fetch for the first paint: the styles are inline. A page's own script may be inline too, and then
    // the Content-Security-Policy names its hash: no other inline script runs. The start script, inline at the end
    // of the body (no file to fetch before the page's largest paint), holds the router's state and, once the page
    // has painted, preloads the route's code and adds the app's module.
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<style data-href="\/assets\/index-[\w-]+\.css">/);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    for (const [, inline] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      const hash = createHash('sha256')
        .update(inline ?? '')
        .digest('base64');
      expect(/script-src ([^;]*)/.exec(policy)?.[1]).toContain(`'sha256-${hash}'`);
    }
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toMatch(/<script[^>]* src=/);
    const startScript = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(startScript).toContain('$_TSR.router=');
    expect(startScript).toMatch(new RegExp(`"/assets/${chunk}-[\\w-]+\\.js"`));
    expect(startScript).toContain('rel:"modulepreload"');
  });
}

test('every other path gets the unrendered shell', async ({ request }) => {
  expect(SHELL_PAGES.length).toBeGreaterThan(0);
  for (const path of [...SHELL_PAGES, '/no/such/page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('data-prerendered');
  }
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`hydration at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, heading, title } of PAGES) {
      test(`${path} hydrates the prerendered page without a warning or an error`, async ({ page }) => {
        const problems = collectProblems(page);
        await rememberPrerenderedHeading(page);
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        // Hydrated, not rendered again: the heading is still the element the HTML arrived with.
        expect(
          await page.evaluate(
            () =>
              (window as unknown as { prerenderedHeading?: Element }).prerenderedHeading ===
              document.querySelector('h1'),
          ),
        ).toBe(true);
        await expect(page).toHaveTitle(title);
        expect(await headTags(page)).toEqual({ titles: 1, descriptions: 1 });
        expect(problems).toEqual([]);
      });
    }
  });
}

test('client navigation works after hydration, with one title at a time', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') requests.push(request.url());
  });

  await nav.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Documents');
  await expect(page).toHaveTitle('Legal Documents | Beacon');
  await page.getByRole('tab', { name: 'EULA' }).click();
  await expect(page).toHaveURL(/\/privacyPolicies\?tab=eula$/);
  await expect(page.getByRole('tabpanel')).toContainText('Last updated August 24, 2024');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Account Deletion' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Deletion');
  await expect(page).toHaveTitle('Account Deletion | Beacon');
  await nav.getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
  await nav.getByRole('link', { name: 'Beacon' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon');
  await expect(page).toHaveTitle('Your personal safety companion | Beacon');

  expect(requests, 'every navigation stayed in the page').toEqual([]);
  expect(await headTags(page)).toEqual({ titles: 1, descriptions: 1 });
  expect(problems).toEqual([]);
});

// A page of text hydrates with the text its HTML holds: its first load does not download those words again, and
// another page of text reached in the app loads its own.
const TEXT_PAGES = [
  {
    path: '/privacyPolicies',
    eula: 'EULA',
    eulaLine: 'Scope of license',
    about: 'About Us',
    aboutLine: 'Our Mission',
  },
  {
    path: '/es/privacyPolicies',
    eula: 'Contrato de licencia',
    eulaLine: 'Alcance de la licencia',
    about: 'Quiénes somos',
    aboutLine: 'Nuestra misión',
  },
];
for (const { path, eula, eulaLine, about, aboutLine } of TEXT_PAGES) {
  test(`${path} shows its documents from its HTML, without downloading them`, async ({ page }) => {
    const problems = collectProblems(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const body = response.text();
      // One that arrives as the test ends cannot be read once its page has closed: that failure is no test's.
      body.catch(() => {});
      scripts.push(body);
    });
    const downloaded = async (line: string) =>
      (await Promise.all(scripts)).some((body) => body.includes(line));
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('tab', { name: eula }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: eulaLine })).toBeVisible();
    expect(await downloaded(eulaLine)).toBe(false);

    await page.getByRole('contentinfo').getByRole('link', { name: about }).click();
    await expect(page.getByRole('heading', { name: aboutLine })).toBeVisible();
    expect(await downloaded(aboutLine)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: eulaLine })).toBeVisible();
    expect(await downloaded(eulaLine)).toBe(false);
    expect(problems).toEqual([]);
  });
}

test('a query asking for another tab renders that tab on the client, without a hydration error', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const response = await page.goto('/privacyPolicies?tab=eula');
  // A static host gives the address the default tab's page; the client renders the EULA over it.
  expect(await response?.text()).toContain('data-prerendered="/privacyPolicies"');
  await expect(page.getByRole('tab', { name: 'EULA' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Last updated August 24, 2024');
  await expect(page).toHaveTitle('Legal Documents | Beacon');
  expect(await headTags(page)).toEqual({ titles: 1, descriptions: 1 });
  await page.getByRole('tab', { name: 'Opt-in Policy' }).click();
  await expect(page).toHaveURL(/\?tab=optin$/);
  expect(problems).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker answers each content route with its own HTML, and other paths with the shell', async ({
    page,
    context,
  }) => {
    await installServiceWorker(page);
    await context.setOffline(true);
    for (const { path, heading } of PAGES) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }

    const eula = await page.goto('/privacyPolicies?tab=eula');
    expect(await eula?.text()).toContain('data-prerendered="/privacyPolicies"');
    await expect(page.getByRole('tab', { name: 'EULA' })).toHaveAttribute('aria-selected', 'true');

    const shellPage = SHELL_PAGES[0] ?? '';
    const shell = await page.goto(shellPage);
    const shellHtml = (await shell?.text()) ?? '';
    expect(shellHtml).toContain('<div id="root"></div>');
    expect(shellHtml).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedPage(shellPage).heading);
  });
});
