import SITE_WORDS from 'words:site';
import { Alert } from '@safety-companion/ui';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useOnlineStatus } from './use-online-status';

/**
 * A page's code that did not arrive: the browser's failed module import, or Vite's failed preload of the page's
 * styles, which can come first and which a browser may report before it reports itself offline.
 */
const CODE_NOT_LOADED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i;

/**
 * What the site shows when a page fails. Offline, a page whose code the service worker does not keep (the admin's)
 * cannot load: it says so plainly, and follows the connection, since the failure can be seen before the offline state.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const online = useOnlineStatus();
  const message = error instanceof Error ? error.message : '';
  return (
    <div className="page">
      <h1>{SITE_WORDS.routeError.heading}</h1>
      <Alert tone="error" title={SITE_WORDS.routeError.title}>
        {!online
          ? SITE_WORDS.routeError.offline
          : CODE_NOT_LOADED.test(message)
            ? SITE_WORDS.routeError.notLoaded
            : message || SITE_WORDS.routeError.unexpected}
      </Alert>
      <p>
        {/* A reload, not the router's reset: the browser keeps a page's code that failed to load as failed. */}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          {SITE_WORDS.routeError.tryAgain}
        </button>{' '}
        {SITE_WORDS.routeError.or} <Link to="/">{SITE_WORDS.routeError.home}</Link>.
      </p>
    </div>
  );
}
