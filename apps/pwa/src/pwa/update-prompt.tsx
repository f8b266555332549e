import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@safety-companion/ui';
import { useEffect, useState } from 'react';

const OFFLINE_READY_SEEN = 'offline-ready-notice-seen';

function noticeAlreadySeen(): boolean {
  try {
    return localStorage.getItem(OFFLINE_READY_SEEN) === '1';
  } catch {
    return false;
  }
}

/**
 * Registers the service worker. When a new version is waiting, politely offers to reload (nothing reloads by
 * itself); the first time the site is ready to work offline, says so once. The message sits in the page's flow
 * above the footer, so it never covers content.
 *
 * A network-only page (the lookup, the feedback form) is where a visitor needs the network for themselves: there
 * the prompt stays quiet, and the worker is registered only once the visitor moves to another page or puts this
 * one away. On a first visit, installing it downloads the rest of the site (about 185 kB), which on a weak signal
 * would share the link with a hero's lookup and the photo in its answer.
 */
export function UpdatePrompt({ networkOnly = false }: { networkOnly?: boolean }) {
  const workerMayStart = useWorkerMayStart(networkOnly);
  return (
    <div role="status" className="update-prompt">
      {workerMayStart ? <ServiceWorkerNotices quiet={networkOnly} /> : null}
    </div>
  );
}

/** True from the first moment no network-only page is shown, or the page is hidden; it then stays true. */
function useWorkerMayStart(networkOnly: boolean): boolean {
  const [mayStart, setMayStart] = useState(!networkOnly);
  if (!networkOnly && !mayStart) setMayStart(true);
  useEffect(() => {
    if (mayStart) return;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') setMayStart(true);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [mayStart]);
  return mayStart;
}

/** Mounted once the worker may start: `useRegisterSW` registers it as it mounts. */
function ServiceWorkerNotices({ quiet }: { quiet: boolean }) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();
  const [showOfflineReady, setShowOfflineReady] = useState(false);

  useEffect(() => {
    if (!offlineReady) return;
    if (!noticeAlreadySeen()) setShowOfflineReady(true);
    try {
      localStorage.setItem(OFFLINE_READY_SEEN, '1');
    } catch {
      // Private browsing may refuse storage; the notice then shows again next time, which is harmless.
    }
  }, [offlineReady]);

  return quiet ? null : needRefresh ? (
    <div className="update-prompt__box">
      <p>A new version of this site is available.</p>
      <Button type="button" onClick={() => void updateServiceWorker(true)}>
        Reload to update
      </Button>
      <Button type="button" variant="secondary" onClick={() => setNeedRefresh(false)}>
        Later
      </Button>
    </div>
  ) : showOfflineReady ? (
    <div className="update-prompt__box">
      <p>This site is ready to work offline.</p>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          setShowOfflineReady(false);
          setOfflineReady(false);
        }}
      >
        OK
      </Button>
    </div>
  ) : null;
}
