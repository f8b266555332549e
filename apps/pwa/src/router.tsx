import type { ApiClient } from '@safety-companion/api';
import { localePrefix } from '@safety-companion/contract';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { currentLocale } from './i18n/locale';
import type { AppRouterContext } from './routes/__root';
import { routeTree } from './routeTree.gen';

interface AppRouterOptions {
  /**
   * True when rendering on the server (the build's prerendering). Scroll restoration is then off: on the server
   * it would add an inline script, which the Content-Security-Policy refuses; the browser restores scroll itself.
   */
  server?: boolean;
  /** The routes' API client (`AppRouterContext.api`). */
  api?: ApiClient;
}

/**
 * The website's router, in the page's language (`currentLocale`): another language's pages are the same routes under
 * its prefix (`/es/about`), so that every link stays in the language. Tests and the prerendering pass a memory history.
 */
export function createAppRouter(history?: RouterHistory, { server = false, api }: AppRouterOptions = {}) {
  // After its first render the router sets the scroll position (the top, or where a page was left); but the first
  // render takes over a prerendered page that the visitor may already have scrolled (or the browser restored on a
  // reload): a scroll made then is kept, and a tap aimed at what it showed lands there.
  let rendered = false;
  const mayRestoreScroll = () => {
    if (rendered) return true;
    rendered = true;
    return window.scrollY === 0 && window.scrollX === 0;
  };
  return createRouter({
    routeTree,
    history,
    basepath: localePrefix(currentLocale()) || '/',
    context: { api } satisfies AppRouterContext,
    scrollRestoration: server ? false : mayRestoreScroll,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page works only online (lookup, feedback): the service worker's messages are not shown on it. */
    networkOnly?: boolean;
    /**
     * The page says itself what being offline means for it (the lookup: one notice, with a Call link): the site's
     * offline notice stays off it.
     */
    ownOfflineNotice?: boolean;
    /** Loads the route's page of text in the page's language before it renders (`localizedModule`). */
    loadWords?: () => Promise<unknown>;
  }
}
