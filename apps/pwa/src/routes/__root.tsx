import SITE_WORDS from 'words:site';
import type { ApiClient } from '@safety-companion/api';
import { createRootRouteWithContext, HeadContent, Link, Outlet, useMatches } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { SiteFooter } from '../features/navigation/site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { LanguageLink, LanguageOffer } from '../i18n/language-link';
import { loadRouteWords } from '../i18n/route-words';
import { useFocusHeadingOnNavigate } from '../lib/focus-on-navigate';
import { languageLinks, pageHead } from '../lib/page-head';
import { OfflineIndicator } from '../pwa/offline-indicator';
import { RouteError } from '../pwa/route-error';
import { UpdatePrompt } from '../pwa/update-prompt';

/** What every route's `beforeLoad` and `loader` are given (declared here, where the route tree starts). */
export interface AppRouterContext {
  /**
   * The API client of the routes that load data; unset, they take the site's own, which they import themselves so
   * that it stays out of every first load. Tests pass a client of a local test server.
   */
  api?: ApiClient;
}

// The routes search engines must not index: the page table's (site-pages.ts), compiled in by the build.
declare const __NO_INDEX_PATHS__: readonly (string | undefined)[];

export const Route = createRootRouteWithContext<AppRouterContext>()({
  // A page of text's words in its language before it renders.
  beforeLoad: async ({ matches }): Promise<void> => {
    await loadRouteWords(matches);
  },
  // The root's head runs for every page, so it alone applies the table's `indexable`, and names the page's address
  // and its address in each language.
  head: ({ matches }) => {
    const path = matches.at(-1)?.fullPath;
    const head = pageHead(SITE_WORDS.tagline, `${settings.productName}: ${SITE_WORDS.tagline}.`, {
      noIndex: __NO_INDEX_PATHS__.includes(path),
    });
    return path === undefined ? head : { ...head, links: languageLinks(path) };
  },
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  useFocusHeadingOnNavigate();
  const networkOnly = useMatches({
    select: (matches) => matches.some((match) => match.staticData.networkOnly),
  });
  const ownOfflineNotice = useMatches({
    select: (matches) => matches.some((match) => match.staticData.ownOfflineNotice),
  });
  return (
    <>
      <HeadContent />
      <a className="skip-link" href="#main">
        {SITE_WORDS.skipLink}
      </a>
      <SiteHeader languageLink={<LanguageLink />} />
      {ownOfflineNotice ? null : <OfflineIndicator />}
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <UpdatePrompt hidden={networkOnly} />
      <LanguageOffer />
      <SiteFooter />
    </>
  );
}

function NotFound() {
  return (
    <div className="page">
      <title>{`${SITE_WORDS.notFound.title} | ${settings.productName}`}</title>
      <h1>{SITE_WORDS.notFound.title}</h1>
      <p>{SITE_WORDS.notFound.text}</p>
      <p>
        <Link to="/">{SITE_WORDS.notFound.home}</Link>
      </p>
    </div>
  );
}
