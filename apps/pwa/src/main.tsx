import '@safety-companion/ui/styles.css';
import './styles/app.css';
import { textDirection } from '@safety-companion/contract';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { settings } from './build-settings';
import { keepPrerenderedTexts } from './content/page-text';
import { chosenLanguageAddress } from './i18n/chosen-language';
import { currentLocale } from './i18n/locale';
import { wordsLoaded } from './i18n/page-words';
import { loadRouteWords } from './i18n/route-words';
import { discardPrerendered, type StartMode, startMode } from './prerender/start-mode';
import { createAppRouter } from './router';

// A content page at its plain address opens in the language the visitor chose on this device.
const chosenAddress = chosenLanguageAddress(window.location);
if (chosenAddress) window.location.replace(chosenAddress);
const locale = currentLocale();
document.documentElement.lang = locale;
document.documentElement.dir = textDirection(locale);
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** Calls `onHydrated` once the whole page is hydrated: effects run only after hydration commits. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Starts the page: hydrates the prerendered one, or renders it. */
function start(root: HTMLElement, mode: StartMode) {
  switch (mode) {
    case 'hydrate':
      // The build rendered this very page (src/entry-server.tsx) and its start script, which loaded this module
      // once the page had painted, left the router's state in `$_TSR`: take the page over where it stands, in a
      // transition, so that hydrating yields to the browser instead of blocking it in one long task. Once
      // hydrated, #root is the live app and no longer carries the prerendered mark.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <Hydrated onHydrated={() => root.removeAttribute('data-prerendered')}>
              <RouterClient router={router} />
            </Hydrated>
          </StrictMode>,
        );
      });
      break;
    case 'replace':
      // A page prerendered for another address (`/privacyPolicies?tab=eula` gets the default tab's HTML): it stays
      // on screen while this address's page loads, then the client's page replaces it.
      void router
        .load()
        .catch((error: unknown) => console.error(error))
        .then(() => {
          discardPrerendered(root);
          render(root);
        });
      break;
    default:
      render(root);
  }
}

// The page's words in its language first (its sections, which started loading as the app's modules were read, and a
// page of text's: hydration runs no route's `beforeLoad`; a page of text about to hydrate keeps its texts from its
// HTML instead). (A promise, not a top-level await: that would keep the pages' chunks from
// importing what they share with this entry.)
const mode = startMode(root, window.location, '$_TSR' in window);
if (mode === 'hydrate') keepPrerenderedTexts(root);
void Promise.all([loadRouteWords(router.matchRoutes(router.latestLocation)), wordsLoaded()]).then(() =>
  start(root, mode),
);
// Core Web Vitals go somewhere only with VITE_WEB_VITALS_URL or in development: otherwise no page loads their code.
if (settings.webVitalsUrl || import.meta.env.DEV) {
  void import('./lib/web-vitals').then(({ reportWebVitals }) =>
    reportWebVitals(settings.webVitalsUrl, import.meta.env.DEV),
  );
}
