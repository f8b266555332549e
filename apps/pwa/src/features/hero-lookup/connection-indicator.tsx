import RESULT_WORDS from 'words:lookup-result';
import { intervalWords, NETWORK_RETRY_MS, REFRESH_INTERVAL_MS } from './intervals';
import type { StreamConnection } from './use-status-stream';

interface ConnectionIndicatorProps {
  connection: StreamConnection;
  /** False once the status has expired: the page no longer refreshes it, only the stream can bring a change. */
  refreshing: boolean;
  /** The server does not answer, or the browser is offline: the page tries every `NETWORK_RETRY_MS` meanwhile. */
  unreachable: boolean;
  /**
   * The phone has not reported for too long (`usePhoneSilent`): connected, the page does not call the status live,
   * but waiting for the phone (named after `name`, the name the person shows).
   */
  silent: boolean;
  name: string | undefined;
}

/** What the page does while the stream is not live, with the interval it really runs on. */
function retryingText(refreshing: boolean, unreachable: boolean): string {
  const texts = RESULT_WORDS.connection;
  if (unreachable) return texts.retryingUnreachable({ every: intervalWords(NETWORK_RETRY_MS) });
  return refreshing ? texts.retrying({ every: intervalWords(REFRESH_INTERVAL_MS) }) : texts.retryingExpired;
}

/**
 * Says whether the shown status is live or the page is reconnecting, and what it does meanwhile: refreshing
 * (`REFRESH_INTERVAL_MS`), trying again while the server does not answer (`NETWORK_RETRY_MS`), or, for an expired
 * status, waiting for the stream alone; connected to a phone gone silent, that it waits for the phone. Plain text,
 * not a live region: the connection may come and go, and only a change of the status itself is announced.
 */
export function ConnectionIndicator({
  connection,
  refreshing,
  unreachable,
  silent,
  name,
}: ConnectionIndicatorProps) {
  const texts = RESULT_WORDS.connection;
  const waiting = connection === 'live' && silent;
  let text = connection === 'retrying' ? retryingText(refreshing, unreachable) : texts[connection];
  if (waiting) text = name ? texts.waitingNamed({ name }) : texts.waiting;
  return (
    <p className="lookup-connection" data-connection={waiting ? 'waiting' : connection}>
      <span className="lookup-connection__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
