import { LOOKUP_TEXTS } from './messages';
import type { StreamConnection } from './use-status-stream';

interface ConnectionIndicatorProps {
  connection: StreamConnection;
  /** False once the status has expired: the page no longer refreshes it, only the stream can bring a change. */
  refreshing: boolean;
}

/**
 * Says whether the shown status is live or the page is reconnecting (and refreshing meanwhile). Plain text, not a
 * live region: the connection may come and go, and only a change of the status itself is announced.
 */
export function ConnectionIndicator({ connection, refreshing }: ConnectionIndicatorProps) {
  const texts = LOOKUP_TEXTS.connection;
  const text = connection === 'retrying' && !refreshing ? texts.retryingExpired : texts[connection];
  return (
    <p className="lookup-connection" data-connection={connection}>
      <span className="lookup-connection__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
