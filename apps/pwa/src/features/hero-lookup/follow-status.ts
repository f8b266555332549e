// How the lookup page follows a status over Server-Sent Events: loaded once a lookup starts, not with the page (the
// lookup's first load has a budget), and driven by `useStatusStream`.
import { StatusSnapshot } from '@safety-companion/api';
import { STATUS_STREAM } from '@safety-companion/contract';

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

/** What the page is told: each status, the end, each failure, and whether it is live. */
export interface StreamHandlers {
  status: (snapshot: StatusSnapshot) => void;
  ended: () => void;
  /**
   * The stream failed; `first` for the first failure since it was last live (or opened): the one after which the
   * page asks whether the status ended. The tries after it, which back off, are the page's to ignore.
   */
  failure: (first: boolean) => void;
  connection: (connection: StreamConnection) => void;
}

/** A followed stream: `stop` ends it for good; `reconnect` opens it at once if it waits for its next try. */
export interface FollowedStatus {
  stop: () => void;
  reconnect: () => void;
}

/**
 * Follows the status at `url` until `stop`. The browser's own reconnection is not used: it stops for good on any
 * refusal (a 503, a 429) and retries a dropped stream every few seconds without backing off. Instead, any error
 * closes the stream, is reported to `failure`, and the stream is tried again after `retryDelay`; a page shown
 * again, or back online, tries at once (iOS ends a background page's connections without an error). A close the
 * server announces (`reconnect`) is no failure: the next stream opens at once. Offline, the stream is closed: an
 * open connection without a network carries nothing, whatever it still looks like.
 */
export function followStatus(url: string, handlers: StreamHandlers): FollowedStatus {
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
    handlers.connection('retrying');
    handlers.failure(failures === 0);
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
      handlers.connection('live');
      handlers.status(snapshot);
    });
    // Its data is the text a lookup would answer; the page says it in its own words, as for a 410.
    next.addEventListener(STATUS_STREAM.events.ended, () => {
      ended = true;
      close();
      handlers.ended();
    });
    // The server closes the stream as it planned (its life is over): nothing failed, so the page stays live and
    // opens the next stream at once, whose first event is the current status.
    next.addEventListener(STATUS_STREAM.events.reconnect, connect);
    // A refusal (404, 410, 429, 503) and a drop look alike: the browser gives the page no status code.
    next.addEventListener('error', retry);
  };

  const tryAgainNow = () => {
    if (ended) return;
    failures = 0;
    connect();
  };

  // No network: the page is not live, whatever the stream still looks like, and waits to be back online.
  const onOffline = () => {
    if (ended) return;
    close();
    handlers.connection('retrying');
  };

  const onVisibilityChange = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'visible') return tryAgainNow();
    hiddenTimer = setTimeout(() => {
      close();
      handlers.connection('retrying');
    }, HIDDEN_CLOSE_MS);
  };

  handlers.connection('connecting');
  connect();
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('online', tryAgainNow);
  window.addEventListener('offline', onOffline);
  return {
    stop() {
      close();
      clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('online', tryAgainNow);
      window.removeEventListener('offline', onOffline);
    },
    reconnect() {
      if (!ended && source === undefined && document.visibilityState === 'visible') connect();
    },
  };
}
