import { LOCALES, type Locale } from '@safety-companion/contract';
import { createMemoryHistory } from '@tanstack/react-router';
import {
  attachRouterServerSsrUtils,
  RouterServer,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { localeOfPath, setCurrentLocale } from './i18n/locale';
import { createAppRouter } from './router';

// The words of a page's `<noscript>` in every language, which this build alone reads.
const NO_SCRIPT = import.meta.glob<{ default: { text: string } }>('./messages/*/no-script.json', {
  eager: true,
});

function noScriptIn(locale: Locale): string {
  const words = NO_SCRIPT[`./messages/${locale}/no-script.json`];
  if (!words) throw new Error(`No ${locale} words for <noscript>.`);
  return words.default.text;
}

/** A page as the server renders it: the whole HTML string TanStack Router makes, and its status. */
export interface ServerRenderedPage {
  status: number;
  html: string;
  /** The page's words for a browser without JavaScript (the template's `<noscript>`), in its language. */
  noScript: string;
}

/**
 * Renders the site at `path` (in the language of its prefix) on the server, as the build's prerendering does: the router at that address in a
 * memory history, loaded, its state dehydrated for the browser's hydration, then rendered to a string.
 */
export async function renderPage(path: string): Promise<ServerRenderedPage> {
  setCurrentLocale(localeOfPath(path));
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), { server: true });
  attachRouterServerSsrUtils({ router, manifest: undefined });
  await router.load();
  // The router stamps every match with the time it was loaded, and the stamp is dehydrated into the page. These
  // pages load no data, so the stamp says nothing: a fixed one lets an unchanged site build byte-identical pages,
  // and the service worker then sees no update where there is none.
  for (const match of router.state.matches) match.updatedAt = 0;
  await router.serverSsr?.dehydrate();
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
    // The same tree as the browser's (main.tsx), so that useId and hydration agree.
    children: (
      <StrictMode>
        <RouterServer router={router} />
      </StrictMode>
    ),
  });
  return {
    status: response.status,
    html: await response.text(),
    noScript: noScriptIn(localeOfPath(path)),
  };
}

/** What a page the browser renders needs in its shell (prerender/vite-plugin.ts): its `noScript`. */
export function pageShellWords(path: string): Omit<ServerRenderedPage, 'status' | 'html'> {
  return { noScript: noScriptIn(localeOfPath(path)) };
}

/** The `<noscript>` words in every language, for the answer to an address that is no page (`404.html`). */
export function noScriptWords(): { locale: Locale; text: string }[] {
  return LOCALES.map((locale) => ({ locale, text: noScriptIn(locale) }));
}
