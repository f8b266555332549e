import SITE_WORDS from 'words:site';
import { LOCALES, type Locale, languageName } from '@safety-companion/contract';
import { useRouterState } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useState } from 'react';
import { rememberLocale } from './language-choice';
import { offeredLocale } from './language-offer';
import type { OfferWords } from './language-words';
import { currentLocale, pathInLocale } from './locale';

/** The router's public address of the page (its language prefix included): `/pt/about?x=1`. */
const usePublicHref = () => useRouterState({ select: (state) => state.location.publicHref });

/**
 * A page's address in `locale`, query kept: `/about?x=1` → `/fr/about?x=1`. The hash, which carries the lookup's
 * shown code, is added on the way.
 */
function hrefIn(publicHref: string, locale: Locale): string {
  const { pathname, search } = new URL(publicHref, 'http://localhost');
  return `${pathInLocale(pathname, locale)}${search}`;
}

/**
 * Goes to another language: the choice is remembered, and the page's hash (the lookup's code) goes along. A click
 * that opens a new tab or window is the browser's.
 */
function follow(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
  rememberLocale(locale);
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(`${event.currentTarget.getAttribute('href')}${window.location.hash}`);
}

/**
 * The list of the site's languages, each named in itself and marked with its language ("Français", "العربية"),
 * linking to this page in it; the page's own marked current.
 */
export function LanguageLink() {
  return <LanguageList publicHref={usePublicHref()} />;
}

/** The language list of the page at `publicHref`. */
export function LanguageList({ publicHref }: { publicHref: string }) {
  const page = currentLocale();
  return (
    <nav className="language-list" aria-label={SITE_WORDS.languageList}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={hrefIn(publicHref, locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === page ? 'true' : undefined}
              onClick={(event) => follow(event, locale)}
            >
              {languageName(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The offer to a visitor whose browser prefers another of the site's languages, said in that language ("Voir cette
 * page en français"), apart from the list: once on this device, after the page has started (the prerendered page
 * cannot know the browser), never a redirect.
 */
export function LanguageOffer() {
  return <LanguageOfferOf publicHref={usePublicHref()} />;
}

/** The language offer of the page at `publicHref`. */
export function LanguageOfferOf({ publicHref }: { publicHref: string }) {
  const [offer, setOffer] = useState<{ locale: Locale; words: OfferWords }>();
  useEffect(() => {
    const locale = offeredLocale(currentLocale());
    if (!locale) return;
    let shown = true;
    void import('./language-words').then(({ offerWords }) => {
      if (shown) setOffer({ locale, words: offerWords(locale) });
    });
    return () => {
      shown = false;
    };
  }, []);
  if (!offer) return null;
  const { locale: offered, words } = offer;
  return (
    <aside className="language-offer" lang={offered} aria-label={words.offer}>
      <a href={hrefIn(publicHref, offered)} hrefLang={offered} onClick={(event) => follow(event, offered)}>
        {words.offer}
      </a>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          rememberLocale(currentLocale());
          setOffer(undefined);
        }}
      >
        {words.dismiss}
      </button>
    </aside>
  );
}
