import { LOCALES, languageName } from '@safety-companion/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageList, LanguageOfferOf } from './language-link';
import { offeredLocale, resetOfferForTests } from './language-offer';
import { offerWords } from './language-words';
import { setCurrentLocale } from './locale';

// The page's address as the router gives it (its language prefix included).
let publicHref = '/about?tab=eula';
const LanguageLink = () => <LanguageList publicHref={publicHref} />;
const LanguageOffer = () => <LanguageOfferOf publicHref={publicHref} />;

function preferLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  setCurrentLocale('en');
  resetOfferForTests();
  vi.restoreAllMocks();
  publicHref = '/about?tab=eula';
});

describe('the language list', () => {
  it('names each language in itself, marked with its language, linking to this page in it with its query', () => {
    setCurrentLocale('pt-BR');
    publicHref = '/pt/privacyPolicies?tab=eula';
    render(<LanguageLink />);
    const list = screen.getByRole('navigation', { name: 'Idioma' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LOCALES.map(languageName));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/privacyPolicies?tab=eula',
      '/es/privacyPolicies?tab=eula',
      '/fr/privacyPolicies?tab=eula',
      '/pt/privacyPolicies?tab=eula',
      '/ar/privacyPolicies?tab=eula',
      '/zh/privacyPolicies?tab=eula',
    ]);
    expect(links.map((link) => link.getAttribute('lang'))).toEqual([...LOCALES]);
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual([...LOCALES]);
    expect(links.filter((link) => link.hasAttribute('aria-current')).map((link) => link.textContent)).toEqual(
      ['Português'],
    );
  });

  it('remembers the language followed, and takes the lookup’s code along', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hash: '#code=K7Q2ZD', assign });
    render(<LanguageLink />);
    await userEvent.click(screen.getByRole('link', { name: 'العربية' }));
    expect(localStorage.getItem('chosen-language')).toBe('ar');
    expect(assign).toHaveBeenCalledWith('/ar/about?tab=eula#code=K7Q2ZD');
  });
});

describe('the language offer', () => {
  it('offers a browser its own language’s page in that language, once on this device', async () => {
    preferLanguages(['fr-CA', 'en']);
    const first = render(<LanguageOffer />);
    const offer = await screen.findByRole('link', { name: offerWords('fr').offer });
    expect(offer.getAttribute('href')).toBe('/fr/about?tab=eula');
    expect(screen.getByRole('complementary').getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('button', { name: 'Non merci' })).toBeTruthy();
    expect(localStorage.getItem('offered-language')).toBe('fr');
    first.unmount();
    // The next page load offers nothing.
    resetOfferForTests();
    render(<LanguageOffer />);
    expect(offeredLocale('en')).toBeUndefined();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers nothing on a page already in the browser’s language, nor after a choice, nor a language the site lacks', () => {
    for (const [page, languages, chosen] of [
      ['zh-Hans', ['zh-CN'], null],
      ['en', ['fr'], 'en'],
      ['en', ['de-DE', 'zh-TW'], null],
    ] as const) {
      preferLanguages([...languages]);
      if (chosen) localStorage.setItem('chosen-language', chosen);
      resetOfferForTests();
      expect(offeredLocale(page), `${page} ${languages}`).toBeUndefined();
      expect(localStorage.getItem('offered-language')).toBeNull();
      localStorage.clear();
    }
  });

  it('is declined in the offered language, which keeps the page’s language as the choice', async () => {
    setCurrentLocale('es');
    publicHref = '/es/about';
    preferLanguages(['ar-EG']);
    render(<LanguageOffer />);
    expect((await screen.findByRole('link', { name: 'عرض هذه الصفحة بالعربية' })).getAttribute('href')).toBe(
      '/ar/about',
    );
    await userEvent.click(screen.getByRole('button', { name: offerWords('ar').dismiss }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem('chosen-language')).toBe('es');
  });
});

describe('the language words', () => {
  it('say each language’s own offer, in every language', () => {
    for (const key of ['offer', 'dismiss'] as const)
      expect(new Set(LOCALES.map((locale) => offerWords(locale)[key])).size, key).toBe(LOCALES.length);
  });
});
