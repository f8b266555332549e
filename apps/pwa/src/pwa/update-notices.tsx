import { useRegisterSW } from 'virtual:pwa-register/react';
import UPDATE_WORDS from 'words:update';
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
 * itself); the first time the site is ready to work offline, says so once. `hidden` holds the notices back while a
 * network-only page (the lookup, the feedback form) is shown, where they would only distract from a status or a
 * message being typed. Rendered inside `UpdatePrompt`'s live region.
 */
export function UpdateNotices({ hidden = false }: { hidden?: boolean }) {
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

  return hidden ? null : needRefresh ? (
    <div className="update-prompt__box">
      <p>{UPDATE_WORDS.available}</p>
      <Button type="button" onClick={() => void updateServiceWorker(true)}>
        {UPDATE_WORDS.reload}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setNeedRefresh(false)}>
        {UPDATE_WORDS.later}
      </Button>
    </div>
  ) : showOfflineReady ? (
    <div className="update-prompt__box">
      <p>{UPDATE_WORDS.offlineReady}</p>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          setShowOfflineReady(false);
          setOfflineReady(false);
        }}
      >
        {UPDATE_WORDS.ok}
      </Button>
    </div>
  ) : null;
}
