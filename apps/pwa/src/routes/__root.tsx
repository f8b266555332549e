import type { ApiClient } from '@safety-companion/api';
import { createRootRouteWithContext, HeadContent, Link, Outlet, useMatches } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { SiteFooter } from '../features/navigation/site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { useFocusHeadingOnNavigate } from '../lib/focus-on-navigate';
import { pageHead } from '../lib/page-head';
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
  // The root's head runs for every page, so it alone applies the table's `indexable`.
  head: ({ matches }) =>
    pageHead('Your personal safety companion', `${settings.productName}: your personal safety companion.`, {
      noIndex: __NO_INDEX_PATHS__.includes(matches.at(-1)?.fullPath),
    }),
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  useFocusHeadingOnNavigate();
  const networkOnly = useMatches({
    select: (matches) => matches.some((match) => match.staticData.networkOnly),
  });
  return (
    <>
      <HeadContent />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <OfflineIndicator />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <UpdatePrompt hidden={networkOnly} />
      <SiteFooter />
    </>
  );
}

function NotFound() {
  return (
    <div className="page">
      <title>{`Page not found | ${settings.productName}`}</title>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
