import SITE_WORDS from 'words:site';
import { useOnlineStatus } from './use-online-status';

/** A notice in the page for as long as the browser is offline. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-indicator" data-visible={!online}>
      {online ? null : SITE_WORDS.offline}
    </div>
  );
}
