import { StatusSnapshot } from '@safety-companion/api';
import { STATUS_STREAM } from '@safety-companion/contract';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** Whether the shown status follows the stream: opening it, live, or waiting to try again (the page polls then). */
export type StreamConnection = 'connecting' | 'live' | 'retrying';

/** The first wait before trying the stream again, doubled after each failure up to the longest. */
const RETRY_FIRST_MS = 1_000;
const RETRY_LONGEST_MS = 60_000;
/**
 * A stream whose first event (the current status, sent at once) has not come by then is given up: a proxy that
 * buffers the stream opens it and delivers nothing. The same time as an API call's limit.
 */
export const FIRST_EVENT_TIMEOUT_MS = 10_000;
/**
 * A page hidden this long closes its stream: nobody sees it, and an open stream holds one of the few a client may
 * open and keeps a phone's radio awake. Shown again, the page reconnects at once, and the first event is the
 * current status, so nothing is missed.
 */
export const HIDDEN_CLOSE_MS = 60_000;

/**
 * How long to wait before the next try: 1 s, 2 s, 4 s … at most 60 s, each drawn between half and all of it, so
 * that the pages an instance dropped together do not all come back at the same moment.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** failures);
  return ceiling / 2 + (random() * ceiling) / 2;
}

function readSnapshot(data: unknown): StatusSnapshot | null {
  try {
    const parsed = StatusSnapshot.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface StreamOptions {
  /** The stream's address; null for none (nothing shown, a lookup under way, the demo code). */
  url: string | null;
  /** A status event: the current snapshot, then one per change. */
  onStatus: (snapshot: StatusSnapshot) => void;
  /** The status ended (stopped, or its retention passed): the stream is closed and not opened again. */
  onEnded: () => void;
  /**
   * The stream failed (refused, dropped, silent, or sent no status). The browser does not say why: a refused
   * stream of a status that ended (410) looks like a drop, so the owner asks the lookup, which tells them apart.
   */
  onFailure: () => void;
}

export interface StatusStream {
  connection: StreamConnection;
  /**
   * Opens the stream at once if it is waiting to be tried again (a refresh just reached the server, so it is back);
   * a stream open or opening is left alone, and the backoff is kept, so that a refused stream is not hammered.
   */
  reconnect: () => void;
}

/**
 * Follows a status over Server-Sent Events while `url` is set. The browser's own reconnection is not used: it
 * stops for good on any refusal (a 503, a 429) and retries a dropped stream every few seconds without backing
 * off. Instead, any error closes the stream, is reported to `onFailure`, and the stream is tried again after
 * `retryDelay`; a page shown again, or back online, tries at once (iOS ends a background page's connections
 * without an error), and so does `reconnect`.
 */
export function useStatusStream({ url, onStatus, onEnded, onFailure }: StreamOptions): StatusStream {
  const [connection, setConnection] = useState<StreamConnection>('connecting');
  const showStatus = useEffectEvent(onStatus);
  const showEnded = useEffectEvent(onEnded);
  const reportFailure = useEffectEvent(onFailure);
  const reconnectNow = useRef<() => void>(() => {});
  const reconnect = useCallback(() => reconnectNow.current(), []);

  useEffect(() => {
    if (url === null) return;
    let source: EventSource | undefined;
    let failures = 0;
    let ended = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let firstEventTimer: ReturnType<typeof setTimeout> | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

    const close = () => {
      source?.close();
      source = undefined;
      clearTimeout(firstEventTimer);
      clearTimeout(retryTimer);
    };

    const retry = () => {
      close();
      setConnection('retrying');
      reportFailure();
      // A hidden page waits to be shown again.
      if (document.visibilityState === 'visible') retryTimer = setTimeout(connect, retryDelay(failures++));
    };

    const connect = () => {
      close();
      const next = new EventSource(url);
      source = next;
      firstEventTimer = setTimeout(retry, FIRST_EVENT_TIMEOUT_MS);
      next.addEventListener(STATUS_STREAM.events.status, (event) => {
        const snapshot = readSnapshot(event.data);
        if (!snapshot) return retry();
        clearTimeout(firstEventTimer);
        failures = 0;
        setConnection('live');
        showStatus(snapshot);
      });
      // Its data is the text a lookup would answer; the page says it in its own words, as for a 410.
      next.addEventListener(STATUS_STREAM.events.ended, () => {
        ended = true;
        close();
        showEnded();
      });
      // A refusal (404, 410, 429, 503) and a drop look alike: the browser gives the page no status code.
      next.addEventListener('error', retry);
    };

    const tryAgainNow = () => {
      if (ended) return;
      failures = 0;
      connect();
    };

    const onVisibilityChange = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === 'visible') return tryAgainNow();
      hiddenTimer = setTimeout(() => {
        close();
        setConnection('retrying');
      }, HIDDEN_CLOSE_MS);
    };

    reconnectNow.current = () => {
      if (!ended && source === undefined && document.visibilityState === 'visible') connect();
    };
    setConnection('connecting');
    connect();
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('online', tryAgainNow);
    return () => {
      close();
      reconnectNow.current = () => {};
      clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('online', tryAgainNow);
    };
  }, [url]);

  return { connection, reconnect };
}
