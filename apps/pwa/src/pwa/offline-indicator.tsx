import { useOnlineStatus } from './use-online-status';

/** A notice in the page for as long as the browser is offline. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-indicator" data-visible={!online}>
      {online
        ? null
        : "You're offline. Pages you have visited still work; lookups and feedback need a connection."}
    </div>
  );
}
