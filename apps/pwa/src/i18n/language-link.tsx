import { DEFAULT_LOCALE, LOCALES, type Locale } from '@safety-companion/contract';
import { useRouterState } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useState } from 'react';
import { SITE_TEXTS } from '../messages/site';
import { chosenLocale, preferredLocale, rememberLocale } from './language-choice';
import { currentLocale, pathInLocale } from './locale';

/** The language a page offers: the other one of two (with more, the first that is not the page's). */
function otherLocale(): Locale {
  return LOCALES.find((locale) => locale !== currentLocale()) ?? DEFAULT_LOCALE;
}

/**
 * This page's address in the other language, query kept, from the router's public location (its language prefix
 * included): `/about?x=1` → `/es/about?x=1`. The hash, which carries the lookup's shown code, is added on the way.
 */
function useOtherLanguageHref(): string {
  const publicHref = useRouterState({ select: (state) => state.location.publicHref });
  const { pathname, search } = new URL(publicHref, 'http://localhost');
  return `${pathInLocale(pathname, otherLocale())}${search}`;
}

/**
 * Goes to the other language: the choice is remembered, and the page's hash (the lookup's code) goes along. A click
 * that opens a new tab or window is the browser's.
 */
function follow(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
  rememberLocale(locale);
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(`${event.currentTarget.getAttribute('href')}${window.location.hash}`);
}

/** The link to this page in the other language, written in that language ("Español" on an English page). */
export function LanguageLink() {
  const href = useOtherLanguageHref();
  const locale = otherLocale();
  return (
    <a
      className="language-link"
      href={href}
      lang={locale}
      hrefLang={locale}
      onClick={(event) => follow(event, locale)}
    >
      {SITE_TEXTS.language.otherLanguage}
    </a>
  );
}

/**
 * The offer to a visitor whose browser prefers the other language and who never chose one: "Ver esta página en
 * español", apart from the language link. Shown after the page has started (the prerendered page cannot know the
 * browser), never a redirect.
 */
export function LanguageOffer() {
  const href = useOtherLanguageHref();
  const locale = otherLocale();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    setOffered(chosenLocale() === undefined && preferredLocale() === locale);
  }, [locale]);
  if (!offered) return null;
  return (
    <aside className="language-offer" lang={locale} aria-label={SITE_TEXTS.language.offer}>
      <a href={href} hrefLang={locale} onClick={(event) => follow(event, locale)}>
        {SITE_TEXTS.language.offer}
      </a>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          rememberLocale(currentLocale());
          setOffered(false);
        }}
      >
        {SITE_TEXTS.language.dismissOffer}
      </button>
    </aside>
  );
}
