import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@safety-companion/ui';
import { useEffect, useState } from 'react';
import { SITE_TEXTS } from '../messages/site';

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
 * above the footer, so it never covers content; `hidden` holds it back while a network-only page (the lookup,
 * the feedback form) is shown, where it would only distract from a status or a message being typed.
 */
export function UpdatePrompt({ hidden = false }: { hidden?: boolean }) {
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

  return (
    <div role="status" className="update-prompt">
      {hidden ? null : needRefresh ? (
        <div className="update-prompt__box">
          <p>{SITE_TEXTS.update.available}</p>
          <Button type="button" onClick={() => void updateServiceWorker(true)}>
            {SITE_TEXTS.update.reload}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setNeedRefresh(false)}>
            {SITE_TEXTS.update.later}
          </Button>
        </div>
      ) : showOfflineReady ? (
        <div className="update-prompt__box">
          <p>{SITE_TEXTS.update.offlineReady}</p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setShowOfflineReady(false);
              setOfflineReady(false);
            }}
          >
            {SITE_TEXTS.update.ok}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
