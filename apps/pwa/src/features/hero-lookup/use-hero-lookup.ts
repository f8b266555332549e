import LOOKUP_WORDS from 'words:lookup';
import { LOOKUP_PATHS, lookupAddress } from '@safety-companion/api/addresses';
import {
  type Acknowledgement,
  DEMO_ACCESS_CODE,
  getSnapshotState,
  isApiError,
  isSameAcknowledgement,
  isStatusEnded,
  lookupErrorKind,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useOnlineStatus } from '../../pwa/use-online-status';
import { NETWORK_RETRY_MS } from './intervals';
import { loadEndedStatus } from './load-ended-status';
import { loadStatusPanel } from './load-status-panel';
import type { LookupApi } from './lookup-api';
import { describeLookupFailure } from './lookup-errors';
import { INITIAL_LOOKUP, type LookupFailure, lookupReducer } from './lookup-state';
import { PAGE_ID } from './page-id';
import { forgetShownCode, keepShownCode } from './shown-code';
import { usePhoneSilent } from './use-phone-silent';
import { useSnapshotRefresh } from './use-snapshot-refresh';
import { loadStreamFollower, useStatusStream } from './use-status-stream';

/** Why the page cannot reach the status now: the browser is offline, or the server does not answer. */
export type NetworkProblem = 'offline' | 'unreachable';

/** A failure as the page keeps it: what the hero is told, and whether the network is to blame (tried again). */
function failureOf(code: string, error: unknown): LookupFailure {
  const retry = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
  return { code, message: describeLookupFailure(error), retry, kind: lookupErrorKind(error) };
}

/**
 * The one owner of the status the lookup page shows: the lookup, its refresh, its live stream, the demo code and
 * this device's own answer all feed one reducer (`lookup-state.ts`), and their races are settled here; the page
 * renders what this returns. A newer lookup wins over an older one still on its way; a refresh never interrupts a
 * lookup; a stream that fails makes the page ask the lookup at once, once per run of failures (a 410 is the end,
 * whatever the stream said);
 * while not live, a refresh that reaches the server reopens the stream at once; a call that failed for the network
 * is tried again when online and every 10 s. The tab keeps only the code it shows (`shown-code.ts`). Whether the
 * shown status's phone has gone silent is said here too (`usePhoneSilent`).
 */
export function useHeroLookup(api: LookupApi) {
  const [state, dispatch] = useReducer(lookupReducer, INITIAL_LOOKUP);
  const online = useOnlineStatus();
  const latest = useRef(0);
  const busy = useRef(false);
  /** The code of the last lookup, whose alerts end with its status. */
  const askedCode = useRef<string | null>(null);
  const shownCode = useRef<string | null>(null);
  shownCode.current = state.result?.code ?? null;
  const { result, loading, failure, refreshFailure } = state;
  const unreachable = useRef(false);
  /** Whether the shown status is refreshed every 30 s (not once it has expired), for the stream's failures. */
  const refreshingRef = useRef(true);
  unreachable.current = refreshFailure?.retry === true;

  // What a lookup needs (the client, the status panel, the stream's code, the view of an end) loads on the hero's
  // intent (`prepare`: the code field focused or typed into, or a code to look up), not in idle time: a visitor who
  // only reads the page loads none of it. Only while there is signal: a browser keeps a module that failed to load
  // as failed for the page's life, so none is asked for offline, and the next intent with signal asks again.
  const prepared = useRef(false);
  const prepare = useCallback(() => {
    if (prepared.current || !navigator.onLine) return;
    prepared.current = true;
    void api.loadClient().catch(() => {});
    void loadStatusPanel().catch(() => {});
    void loadStreamFollower().catch(() => {});
    void loadEndedStatus();
  }, [api]);

  const lookUp = useCallback(
    async (code: string, { retrying = false } = {}) => {
      const call = ++latest.current;
      busy.current = true;
      askedCode.current = code;
      // All at once: the view of an end too, which the answer may need.
      prepare();
      keepShownCode(code);
      // A retry keeps the failure on screen until it has an answer: the alert is not said again every 10 s.
      if (!retrying) dispatch({ type: 'start' });
      try {
        if (!navigator.onLine && code !== DEMO_ACCESS_CODE) {
          // No request without signal: the page says it needs a connection, and tries again once back online.
          dispatch({
            type: 'failed',
            failure: { code, message: LOOKUP_WORDS.errors.unreachable, retry: true, kind: 'unreachable' },
          });
          return;
        }
        // The stream's code loads while the lookup is on its way, so that it opens as soon as the status shows.
        if (code !== DEMO_ACCESS_CODE) void loadStreamFollower().catch(() => {});
        // The client answers the demo code itself, without a request; the status shows once its panel is there.
        const [snapshot] = await Promise.all([
          api.loadClient().then((client) => client.getSnapshot(code)),
          loadStatusPanel(),
        ]);
        if (call !== latest.current) return;
        dispatch({ type: 'found', result: { code, snapshot, checkedAt: new Date() } });
      } catch (error) {
        if (call !== latest.current) return;
        if (isStatusEnded(error)) {
          forgetShownCode();
          const at = new Date();
          await loadEndedStatus();
          if (call === latest.current) dispatch({ type: 'ended', byRefresh: false, at });
          return;
        }
        const failed = failureOf(code, error);
        if (!failed.retry) forgetShownCode();
        dispatch({ type: 'failed', failure: failed });
      } finally {
        if (call === latest.current) busy.current = false;
      }
    },
    [api, prepare],
  );

  // Set below, once the stream exists: a refresh that reached the server while the page is not live reopens it.
  const reconnectStream = useRef<() => void>(() => {});

  const refresh = useCallback(
    async ({ reopenStream = true } = {}) => {
      const code = shownCode.current;
      // Offline, the page already says so; the shown status keeps its time.
      if (busy.current || code === null || code === DEMO_ACCESS_CODE || !navigator.onLine) return;
      const call = ++latest.current;
      try {
        const snapshot = await (await api.loadClient()).getSnapshot(code, { page: PAGE_ID });
        if (call !== latest.current) return;
        // The server is reachable (again): a stream waiting for its next try opens now. A refresh asked because
        // the stream failed reopens it only after an outage, so a refused stream is not asked again in a loop.
        const wasUnreachable = unreachable.current;
        dispatch({ type: 'refreshed', snapshot, checkedAt: new Date() });
        if (reopenStream || wasUnreachable) reconnectStream.current();
      } catch (error) {
        if (call !== latest.current) return;
        if (isStatusEnded(error)) {
          forgetShownCode();
          const at = new Date();
          await loadEndedStatus();
          if (call === latest.current) dispatch({ type: 'ended', byRefresh: true, at });
        } else dispatch({ type: 'refresh-failed', failure: failureOf(code, error) });
      }
    },
    [api],
  );

  /** A status the live stream sent: shown as a refresh's, unless a lookup is under way (its stream is closing). */
  const showStreamed = useCallback((snapshot: StatusSnapshot) => {
    if (busy.current || shownCode.current === null) return;
    // A refresh still on its way asked before this event was sent: its answer is older.
    ++latest.current;
    dispatch({ type: 'refreshed', snapshot, checkedAt: new Date() });
  }, []);

  const showStreamEnded = useCallback(() => {
    if (busy.current || shownCode.current === null) return;
    const call = ++latest.current;
    forgetShownCode();
    const at = new Date();
    // The ended view is there when the end is said: both replace the status in one frame.
    void loadEndedStatus().then(() => {
      if (call === latest.current) dispatch({ type: 'ended', byRefresh: true, at });
    });
  }, []);

  // The demo code is answered on the page: there is nothing to follow.
  const followed = result !== null && !loading && result.code !== DEMO_ACCESS_CODE;
  const { connection, reconnect } = useStatusStream({
    url: followed
      ? `${lookupAddress(api.baseUrl, LOOKUP_PATHS.stream, result.code, location.href)}&page=${PAGE_ID}`
      : null,
    onStatus: showStreamed,
    onEnded: showStreamEnded,
    // Asked at once after the first failure, so that a status stopped before its stream opened shows as ended within
    // a moment, not at the next refresh; the stream's own backoff decides when it is tried again, and the refresh
    // every 30 s keeps the status current meanwhile: a stream that keeps failing costs no lookup per try.
    // An expired status has no refresh: each try asks, as its backoff allows.
    onFailure: (first) => {
      if (first || !refreshingRef.current) void refresh({ reopenStream: false });
    },
  });
  reconnectStream.current = reconnect;
  const live = followed && connection === 'live';
  const phoneSilent = usePhoneSilent(result?.snapshot);

  const refreshing = result !== null && getSnapshotState(result.snapshot) !== 'expired';
  refreshingRef.current = refreshing;
  useSnapshotRefresh(() => void refresh(), {
    // The demo changes only on the page (a hero's answers): a refresh would take them away.
    enabled: refreshing && result.code !== DEMO_ACCESS_CODE && !live,
    checkedAt: result?.checkedAt ?? null,
    restartKey: state.found,
  });

  // A call that failed for the network is tried again when online and every 10 s, without a tap; so is a shown
  // status while the browser is offline, as the page's notice says.
  const retryLookup = failure?.retry ? failure.code : null;
  useSnapshotRefresh(
    () => {
      if (retryLookup !== null) void lookUp(retryLookup, { retrying: true });
      else void refresh();
    },
    {
      enabled:
        retryLookup !== null || ((refreshFailure?.retry === true || !online) && result !== null && !live),
      checkedAt: null,
      intervalMs: NETWORK_RETRY_MS,
      jitter: true,
      whenOnline: true,
    },
  );

  // A status that ended sends no more alerts: its code is no longer kept on this device. Loaded then, as the
  // alerts' own code is, outside the lookup's first load.
  useEffect(() => {
    const code = askedCode.current;
    if (state.ended && code)
      void import('../hero-alerts/device-alerts').then(({ forgetDeviceAlert }) => forgetDeviceAlert(code));
  }, [state.ended]);

  /** The hero sent an answer (the server's stored copy): marked theirs, and shown at once where nothing brings it. */
  const answered = useCallback(
    (answer: Acknowledgement) => {
      dispatch({ type: 'answered', answer });
      const shown = result;
      if (!shown) return;
      if (shown.code === DEMO_ACCESS_CODE) {
        // The demo's own last answer is replaced by the next, as the server does for a real status.
        const own = state.ownAnswer;
        const others = (shown.snapshot.acknowledgements ?? []).filter(
          (each) => !own || !isSameAcknowledgement(own, each),
        );
        dispatch({
          type: 'refreshed',
          snapshot: { ...shown.snapshot, acknowledgements: [answer, ...others] },
          checkedAt: new Date(),
        });
      } else if (!live) void refresh();
    },
    [result, state.ownAnswer, live, refresh],
  );

  /** The hero's "Forget this code": the tab keeps nothing, and the page is as new. */
  const forget = useCallback(() => {
    ++latest.current;
    busy.current = false;
    forgetShownCode();
    dispatch({ type: 'forget' });
  }, []);

  const networkProblem: NetworkProblem | null = !online
    ? 'offline'
    : failure?.retry || refreshFailure?.retry
      ? 'unreachable'
      : null;

  return {
    state,
    /** Why the page cannot reach the status now (one notice says it), or null. */
    networkProblem,
    connection,
    /** Whether the shown status follows its stream (not the demo, not during a lookup). */
    followed,
    /** The phone of the shown status has not reported for too long (`usePhoneSilent`). */
    phoneSilent,
    live,
    /** False once the status has expired: only the stream can bring a change then. */
    refreshing,
    lookUp,
    /** The hero means to look a code up (the field focused or typed into): what a lookup needs starts loading. */
    prepare,
    refresh: () => void refresh(),
    answered,
    forget,
  };
}
