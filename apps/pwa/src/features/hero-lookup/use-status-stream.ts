import type { StatusSnapshot } from '@safety-companion/api';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FollowedStatus, StreamConnection } from './follow-status';

export type { StreamConnection } from './follow-status';

/** Loads the code that follows a stream (`follow-status.ts`); called as a lookup starts, so it is there in time. */
export function loadStreamFollower() {
  return import('./follow-status');
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
   * stream of a status that ended (410) looks like a drop, so the owner asks the lookup, which tells them apart,
   * after the `first` failure only: a stream refused again and again (an API without streams, a proxy that does
   * not stream, the instance's limit) is tried with back-off, not a lookup per try.
   */
  onFailure: (first: boolean) => void;
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
 * Follows a status over Server-Sent Events while `url` is set (`followStatus`, loaded on demand): says whether it
 * is live, hands over each status, the end and each failure, and reopens the stream on `reconnect`.
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
    let followed: FollowedStatus | undefined;
    let stopped = false;
    setConnection('connecting');
    void loadStreamFollower().then(({ followStatus }) => {
      if (stopped) return;
      followed = followStatus(url, {
        status: showStatus,
        ended: showEnded,
        failure: reportFailure,
        connection: setConnection,
      });
      reconnectNow.current = followed.reconnect;
    });
    return () => {
      stopped = true;
      followed?.stop();
      reconnectNow.current = () => {};
    };
  }, [url]);

  return { connection, reconnect };
}
