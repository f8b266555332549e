import {
  LOCALES,
  type Locale,
  languageName,
  localePrefix,
  type StatusLineWords,
  statusLineWords,
  textDirection,
} from '@safety-companion/contract';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { sectionInNode } from '../src/build-plugins/messages-plugin';
import { pathInLocale } from '../src/i18n/locale';
import { ACTIVE_STATUS, DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { collectProblems, ENGLISH_SENTENCES, expectNoEnglish, sentencesOf } from './support/language-checks';

type LookupWords = typeof import('words:lookup').default;
type ResultWords = typeof import('words:lookup-result').default;
const englishLookup = sectionInNode<LookupWords>('en', 'lookup');
const englishResult = sectionInNode<ResultWords>('en', 'lookup-result');
const frLookup = sectionInNode<LookupWords>('fr', 'lookup');
const frResult = sectionInNode<ResultWords>('fr', 'lookup-result');
const ptLookup = sectionInNode<LookupWords>('pt-BR', 'lookup');
const arLookup = sectionInNode<LookupWords>('ar', 'lookup');
const zhLookup = sectionInNode<LookupWords>('zh-Hans', 'lookup');
/** The status line in a language, from the contract's messages the pages and the pushes say. */
const statusLineIn = (locale: Locale): StatusLineWords =>
  statusLineWords(sectionInNode<typeof import('words:status-line').default>(locale, 'status-line'));

// The site in every language besides English (Spanish's own checks are in spanish.spec.ts): each language's pages
// prerendered in it (readable without JavaScript, right to left in Arabic), with the language list, its addresses in
// every language and the sitemap; hydrated without a warning; the lookup's states, one language per state; and axe's
// approval of every page in every language at both sizes and in both themes, on one page load each.

const NEW_LANGUAGES = ['fr', 'pt-BR', 'ar', 'zh-Hans'] as const;
type NewLanguage = (typeof NEW_LANGUAGES)[number];

type SiteWords = typeof import('words:site').default;
const SITE = Object.fromEntries(
  NEW_LANGUAGES.map((locale) => [locale, sectionInNode<SiteWords>(locale, 'site')]),
) as Record<NewLanguage, SiteWords>;
const NO_SCRIPT = Object.fromEntries(
  NEW_LANGUAGES.map((locale) => [locale, sectionInNode<{ text: string }>(locale, 'no-script')]),
) as Record<NewLanguage, { text: string }>;
const frEmergency = sectionInNode<typeof import('words:emergency').default>('fr', 'emergency');

/** The language list's name in each page's language (src/i18n/language-link.tsx). */
const LIST_NAME: Record<Locale, string> = {
  en: 'Language',
  es: 'Idioma',
  fr: 'Langue',
  'pt-BR': 'Idioma',
  ar: 'اللغة',
  'zh-Hans': '语言',
};

/** The prerendered pages of text and the lookup, by their English address. */
const PRERENDERED = [
  '/',
  '/home',
  '/about',
  '/privacyPolicies',
  '/accountDeletion',
  '/feedback',
  '/hero-lookup',
];
/** Every page a visitor reaches, the ones the browser renders included. */
const VISITOR_PAGES = [...PRERENDERED, '/admin-login', '/user-status'];

/** The text before a status line's first value: `expiredAt(time, day)` says it, then the day or the time. */
const lineStart = (line: (a: string, b: string) => string) =>
  line('\u0000', '\u0000').split('\u0000')[0] ?? '';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of NEW_LANGUAGES) {
    test(`every page of ${locale} is in it from its first byte, with its language list and addresses`, async ({
      page,
    }) => {
      for (const english of PRERENDERED) {
        const path = pathInLocale(english, locale);
        await page.goto(path);
        expect(await page.getAttribute('html', 'lang'), path).toBe(locale);
        expect(await page.getAttribute('html', 'dir'), path).toBe(textDirection(locale));
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('link', { name: SITE[locale].footer.about }), path).toBeVisible();
        const list = page.getByRole('navigation', { name: LIST_NAME[locale] });
        for (const other of LOCALES) {
          const link = list.getByRole('link', { name: languageName(other), exact: true });
          await expect(link, `${path} ${other}`).toHaveAttribute('href', pathInLocale(english, other));
          await expect(link).toHaveAttribute('lang', other);
          await expect(link).toHaveAttribute('hreflang', other);
          if (other === locale) await expect(link).toHaveAttribute('aria-current', 'true');
          else await expect(link).not.toHaveAttribute('aria-current');
        }
        await expectNoEnglish(page, ENGLISH_SENTENCES);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${escaped(path)}$`),
        );
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
          );
        expect(alternates.map((alternate) => alternate.replace(/ https?:\/\/[^/]+/, ' '))).toEqual([
          ...LOCALES.map((other) => `${other} ${pathInLocale(english, other)}`),
          `x-default ${english}`,
        ]);
      }
    });
  }

  test('an address that is no page says what it needs in every language, each marked with its own', async ({
    page,
  }) => {
    const response = await page.goto('/zh/no-such-page');
    expect(response?.status()).toBe(404);
    for (const locale of NEW_LANGUAGES)
      await expect(page.locator(`p[lang="${locale}"]`)).toHaveText(NO_SCRIPT[locale].text);
  });
});

test('the sitemap lists every page in every language, each with its alternates by locale code', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of NEW_LANGUAGES) {
    expect(sitemap).toContain(`${localePrefix(locale)}/about</loc>`);
    expect(sitemap).toContain(`hreflang="${locale}" href="`);
  }
  expect(sitemap).toMatch(/hreflang="pt-BR" href="[^"]*\/pt\/about"/);
  expect(sitemap).toMatch(/hreflang="x-default" href="[^"]*\/about"/);
});

for (const locale of NEW_LANGUAGES) {
  test(`the pages of ${locale} hydrate without a warning, and stay in it`, async ({ page }) => {
    const problems = collectProblems(page);
    for (const english of PRERENDERED) {
      const path = pathInLocale(english, locale);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('link', { name: SITE[locale].footer.about })).toBeVisible();
      expect(await page.getAttribute('html', 'dir'), path).toBe(textDirection(locale));
      await expectNoEnglish(page, ENGLISH_SENTENCES);
    }
    expect(problems).toEqual([]);
  });
}

test('the language list goes to the same page in the language chosen, query kept, and remembers it', async ({
  page,
}) => {
  await page.goto('/fr/privacyPolicies?tab=eula');
  await page.getByRole('link', { name: '中文', exact: true }).click();
  await expect(page).toHaveURL(/\/zh\/privacyPolicies\?tab=eula$/);
  expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');
  expect(await page.evaluate(() => localStorage.getItem('chosen-language'))).toBe('zh-Hans');
  // A page of text at its plain address opens in it.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/zh\/about$/);
});

test.describe('a browser that prefers Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });
  test('is offered the page in Portuguese once, never redirected', async ({ page }) => {
    await page.goto('/about');
    const offer = page.getByRole('link', { name: 'Ver esta página em português' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/pt/about');
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => localStorage.getItem('offered-language'))).toBe('pt-BR');
    // Once: the next page does not offer it again.
    await page.goto('/accountDeletion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Ver esta página em português' })).toHaveCount(0);
  });
});

test.describe('the lookup, one language per state', () => {
  test.use({ timezoneId: 'America/New_York' });
  const LOOKUP_SENTENCES = [
    ...ENGLISH_SENTENCES,
    ...sentencesOf(englishLookup),
    ...sentencesOf(englishResult),
  ];

  test('French: an emergency, and what to tell the dispatcher', async ({ page, api }) => {
    await api.answer('lookup:FRA001', {
      status: 200,
      body: { ...ACTIVE_STATUS, accessCode: 'FRA001', emergency: true, displayName: 'Riley' },
    });
    await page.goto('/fr/hero-lookup#code=FRA001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frLookup.heading);
    await expect(
      page.getByRole('heading', { name: frResult.namedHeading.emergency({ name: 'Riley' }) }),
    ).toBeVisible();
    await expect(page.getByText(statusLineIn('fr').emergency, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: frEmergency.dispatcher.heading })).toBeVisible();
    await expectNoEnglish(page, LOOKUP_SENTENCES);
  });

  test('Brazilian Portuguese: a countdown running', async ({ page, api }) => {
    await api.answer('lookup:POR001', { status: 200, body: { ...ACTIVE_STATUS, accessCode: 'POR001' } });
    await page.goto('/pt/hero-lookup#code=POR001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ptLookup.heading);
    await expect(page.getByText(statusLineIn('pt-BR').active, { exact: true })).toBeVisible();
    await expectNoEnglish(page, LOOKUP_SENTENCES);
  });

  test('Arabic: a countdown run out, right to left', async ({ page, api }) => {
    await api.answer('lookup:ARA001', {
      status: 200,
      body: { ...ACTIVE_STATUS, accessCode: 'ARA001', reason: 'Status Has Expired' },
    });
    await page.goto('/ar/hero-lookup#code=ARA001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arLookup.heading);
    await expect(
      page.getByText(new RegExp(`^${escaped(lineStart(statusLineIn('ar').expiredAt))}`)).first(),
    ).toBeVisible();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expectNoEnglish(page, LOOKUP_SENTENCES);
  });

  test('Chinese: a status its user ended', async ({ page, api }) => {
    await api.answer('lookup:ZHO410', { status: 410, body: { message: 'This status has ended.' } });
    await page.goto('/zh/hero-lookup#code=ZHO410');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhLookup.heading);
    await expect(page.getByText(zhLookup.ended, { exact: true }).first()).toBeVisible();
    await expectNoEnglish(page, LOOKUP_SENTENCES);
  });
});

// Axe on every page in every language besides English (accessibility.spec.ts has English's), at 390 and 1280 px in
// the light and the dark theme: one page load each, resized and its colour scheme switched in place.
for (const locale of LOCALES.filter((other) => other !== 'en')) {
  for (const english of VISITOR_PAGES) {
    const path = pathInLocale(english, locale);
    test(`${path}: axe finds nothing serious at both sizes in both themes`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      // A page the shell renders has its heading and title once the app has rendered it.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Beacon$/);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const viewport of [MOBILE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await expectNoSeriousAxeViolations(page);
        }
      }
    });
  }
}
