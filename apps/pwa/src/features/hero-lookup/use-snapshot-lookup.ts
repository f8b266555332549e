import {
  type ApiClient,
  DEMO_ACCESS_CODE,
  describeAcknowledgement,
  describeLookupError,
  getSnapshotState,
  getStatusLine,
  isStatusEnded,
  type StatusSnapshot,
  sampleSnapshotAt,
} from '@safety-companion/api';
import { useCallback, useReducer, useRef } from 'react';
import { LOOKUP_TEXTS } from './messages';

// Written by hand rather than with TanStack Query (`useQuery` with `refetchInterval`, `gcTime: 0`), which would
// do this job: it adds about 9.5 kB gzip to the page's first load, more than /hero-lookup's budget has left (the
// README's budget table gives both). What is kept is the least this page needs: one reducer for what is shown, a counter so
// that a newer lookup wins, and a flag so that a refresh never interrupts a lookup (the timer is in
// `use-snapshot-refresh.ts`). Revisit if the budget gains room or another page needs polling too. The live stream
// (`use-status-stream.ts`) feeds the same reducer: a status it sends is shown as a refresh's would be.

/** A status a hero looked up, and when it was last fetched. */
export interface LookupResult {
  code: string;
  snapshot: StatusSnapshot;
  checkedAt: Date;
}

export interface LookupState {
  loading: boolean;
  result: LookupResult | null;
  /** The user stopped the status (a 410, or the stream's `ended`): the result is cleared and refreshing stops. */
  ended: boolean;
  /** Why the last lookup failed; the result is cleared then. */
  failure: string | null;
  /** Why the last refresh failed; the result stays, with its time. */
  refreshFailure: string | null;
  /**
   * Said politely when a refresh or the stream changes the state (active, emergency, expired, ended), and for each
   * hero's answer that arrives while the status is shown (once: answers already shown are not said again).
   */
  announcement: string;
  /** Counts the successful lookups, so the page can move focus to each new result. */
  found: number;
}

type Action =
  | { type: 'start' }
  | { type: 'found'; result: LookupResult }
  | { type: 'failed'; message: string }
  | { type: 'ended'; byRefresh: boolean }
  | { type: 'refreshed'; snapshot: StatusSnapshot; checkedAt: Date }
  | { type: 'refresh-failed'; message: string };

const INITIAL: LookupState = {
  loading: false,
  result: null,
  ended: false,
  failure: null,
  refreshFailure: null,
  announcement: '',
  found: 0,
};

/** The answers of `after` that `before` did not show, in words, oldest first. */
function newAnswers(before: StatusSnapshot, after: StatusSnapshot): string[] {
  const key = (answer: { kind: string; name: string | null; at: string }) =>
    `${answer.at}|${answer.kind}|${answer.name}`;
  const shown = new Set((before.acknowledgements ?? []).map(key));
  return (after.acknowledgements ?? [])
    .filter((answer) => !shown.has(key(answer)))
    .reverse()
    .map(describeAcknowledgement);
}

function reducer(state: LookupState, action: Action): LookupState {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true, failure: null, refreshFailure: null, announcement: '' };
    case 'found':
      return { ...INITIAL, result: action.result, found: state.found + 1 };
    case 'failed':
      return { ...INITIAL, failure: action.message, found: state.found };
    case 'ended':
      // A refresh announces the change and leaves the focus where it is; a new lookup moves it to the answer.
      return action.byRefresh
        ? {
            ...INITIAL,
            ended: true,
            found: state.found,
            announcement: LOOKUP_TEXTS.stateChanged(LOOKUP_TEXTS.ended),
          }
        : { ...INITIAL, ended: true, found: state.found + 1 };
    case 'refreshed': {
      if (!state.result) return state;
      const before = getSnapshotState(state.result.snapshot);
      const changed = getSnapshotState(action.snapshot) !== before;
      const said = [
        ...(changed ? [LOOKUP_TEXTS.stateChanged(getStatusLine(action.snapshot))] : []),
        ...newAnswers(state.result.snapshot, action.snapshot),
      ];
      return {
        ...state,
        result: { ...state.result, snapshot: action.snapshot, checkedAt: action.checkedAt },
        refreshFailure: null,
        announcement: said.length > 0 ? said.join('. ') : state.announcement,
      };
    }
    case 'refresh-failed':
      return state.result ? { ...state, refreshFailure: action.message } : state;
  }
}

/**
 * The lookup of a hero's status. Results live in this component's state only: never in storage or a cache.
 * A newer lookup wins over an older one still on its way; a refresh never interrupts a lookup.
 */
export function useSnapshotLookup(api: ApiClient) {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const latest = useRef(0);
  const busy = useRef(false);
  const shownCode = useRef<string | null>(null);
  shownCode.current = state.result?.code ?? null;

  const lookUp = useCallback(
    async (code: string) => {
      const call = ++latest.current;
      busy.current = true;
      dispatch({ type: 'start' });
      try {
        // The demo, as of now: its countdown runs and it was updated a moment ago. Done here rather than in the
        // client, which every page of the site loads.
        const snapshot =
          code === DEMO_ACCESS_CODE ? sampleSnapshotAt(Date.now()) : await api.getSnapshot(code);
        if (call !== latest.current) return;
        dispatch({ type: 'found', result: { code, snapshot, checkedAt: new Date() } });
      } catch (error) {
        if (call !== latest.current) return;
        if (isStatusEnded(error)) dispatch({ type: 'ended', byRefresh: false });
        else dispatch({ type: 'failed', message: describeLookupError(error) });
      } finally {
        if (call === latest.current) busy.current = false;
      }
    },
    [api],
  );

  const refresh = useCallback(async () => {
    const code = shownCode.current;
    // Offline, the page already says so; the shown status keeps its time.
    if (busy.current || code === null || !navigator.onLine) return;
    const call = ++latest.current;
    try {
      const snapshot = await api.getSnapshot(code);
      if (call === latest.current) dispatch({ type: 'refreshed', snapshot, checkedAt: new Date() });
    } catch (error) {
      if (call !== latest.current) return;
      if (isStatusEnded(error)) dispatch({ type: 'ended', byRefresh: true });
      else dispatch({ type: 'refresh-failed', message: describeLookupError(error) });
    }
  }, [api]);

  /** A status the live stream sent: shown as a refresh's, unless a lookup is under way (its stream is closing). */
  const showStreamed = useCallback((snapshot: StatusSnapshot) => {
    if (busy.current || shownCode.current === null) return;
    // A refresh still on its way asked before this event was sent: its answer is older.
    ++latest.current;
    dispatch({ type: 'refreshed', snapshot, checkedAt: new Date() });
  }, []);

  /** The live stream said the status ended. */
  const showStreamEnded = useCallback(() => {
    if (busy.current) return;
    ++latest.current;
    dispatch({ type: 'ended', byRefresh: true });
  }, []);

  return { state, lookUp, refresh, showStreamed, showStreamEnded };
}
