import '@safety-companion/ui/styles.css';
import './styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { settings } from './build-settings';
import { discardPrerendered, startMode } from './prerender/start-mode';
import { createAppRouter } from './router';

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

switch (startMode(root, window.location, '$_TSR' in window)) {
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
// Core Web Vitals go somewhere only with VITE_WEB_VITALS_URL or in development: otherwise no page loads their code.
if (settings.webVitalsUrl || import.meta.env.DEV) {
  void import('./lib/web-vitals').then(({ reportWebVitals }) =>
    reportWebVitals(settings.webVitalsUrl, import.meta.env.DEV),
  );
}
