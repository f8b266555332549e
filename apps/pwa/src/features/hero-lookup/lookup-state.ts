import LOOKUP_WORDS from 'words:lookup';
import {
  type Acknowledgement,
  getSnapshotState,
  isSameAcknowledgement,
  type LookupErrorKind,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { answerOf, emergencyOnOf, positionChangedOf, statusLineOf } from './status-words';

/** A change of the position alone is said at most this often: a phone in an emergency reports every minute. */
export const POSITION_SAID_EVERY_MS = 60_000;

// What the lookup page shows, as one reducer: every source of a status (a lookup, a refresh, the live stream, the
// demo, this device's own answer) is an action here, and `use-hero-lookup.ts` dispatches them and settles their
// races. Written by hand rather than with TanStack Query (`useQuery` with `refetchInterval`), which would add about
// 9.5 kB gzip to the page's first load, more than /hero-lookup's budget has left (README's budget table).

/** A status a hero looked up, and when it was last fetched. */
export interface LookupResult {
  code: string;
  snapshot: StatusSnapshot;
  checkedAt: Date;
}

/** A status its user stopped (a 410, or the stream's `ended`). */
export interface EndedStatus {
  /** When this page saw it end; null when the first lookup already found it ended. */
  at: Date | null;
  /**
   * What the page showed just before, without where the person was (coordinates, map links, photo): they stopped
   * sharing it. Null when the first lookup already found it ended.
   */
  before: StatusSnapshot | null;
}

/** Why the last lookup or refresh failed. */
export interface LookupFailure {
  /** The code asked for, kept so that a lookup that failed for the network is tried again. */
  code: string;
  /** What the hero is told. */
  message: string;
  /** It failed for the network (no signal, no server): tried again when online and every 10 s. */
  retry: boolean;
  /** Why, by kind (the contract's `lookupErrorKind`): a code that found nothing says what to check. */
  kind: LookupErrorKind;
}

export interface LookupState {
  loading: boolean;
  result: LookupResult | null;
  ended: EndedStatus | null;
  /** Why the last lookup failed; the result is cleared then. */
  failure: LookupFailure | null;
  /** Why the last refresh failed; the result stays, with its time. */
  refreshFailure: LookupFailure | null;
  /** The answer this device sent about the shown status (what the server stored), until another replaces it. */
  ownAnswer: Acknowledgement | null;
  /**
   * Said politely when a refresh or the stream changes the state (active, expired, ended), for each hero's answer
   * that arrives while the status is shown (once: answers already shown are not said again), and when only the
   * position changed, at most once a minute (`POSITION_SAID_EVERY_MS`).
   */
  announcement: string;
  /** Said assertively, once: the emergency switched on ('Riley needs help: emergency switched on at 22:56.'). */
  urgent: string;
  /** When a change of the position alone was last said (epoch ms); null before the first. */
  positionSaidAt: number | null;
  /** Counts the lookups that found something, so the page can move focus to each new result. */
  found: number;
}

export type LookupAction =
  | { type: 'start' }
  | { type: 'found'; result: LookupResult }
  | { type: 'failed'; failure: LookupFailure }
  | { type: 'ended'; byRefresh: boolean; at: Date }
  | { type: 'refreshed'; snapshot: StatusSnapshot; checkedAt: Date }
  | { type: 'refresh-failed'; failure: LookupFailure }
  | { type: 'answered'; answer: Acknowledgement }
  | { type: 'forget' };

export const INITIAL_LOOKUP: LookupState = {
  loading: false,
  result: null,
  ended: null,
  failure: null,
  refreshFailure: null,
  ownAnswer: null,
  announcement: '',
  urgent: '',
  positionSaidAt: null,
  found: 0,
};

/** A snapshot without where the person was: what an ended status still shows. */
export function withoutLocation(snapshot: StatusSnapshot): StatusSnapshot {
  return { ...snapshot, location: null, startLocation: null, photo_url: null };
}

/** The answers of `after` that `before` did not show, in words ("You …" for this device's), oldest first. */
function newAnswers(before: StatusSnapshot, after: StatusSnapshot, own: Acknowledgement | null): string[] {
  const shown = before.acknowledgements ?? [];
  return (after.acknowledgements ?? [])
    .filter((answer) => !shown.some((each) => isSameAcknowledgement(each, answer)))
    .reverse()
    .map((answer) => answerOf(answer, own !== null && isSameAcknowledgement(own, answer), after))
    .filter((words) => words !== '');
}

/** Whether the person's position moved (not only its fix time). */
function moved(before: StatusSnapshot, after: StatusSnapshot): boolean {
  const one = before.location;
  const other = after.location;
  return !!other && (one?.latitude !== other.latitude || one?.longitude !== other.longitude);
}

function sameFailure(one: LookupFailure | null, other: LookupFailure): boolean {
  return (
    one !== null && one.code === other.code && one.message === other.message && one.retry === other.retry
  );
}

export function lookupReducer(state: LookupState, action: LookupAction): LookupState {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true, failure: null, refreshFailure: null, announcement: '' };
    case 'found':
      return { ...INITIAL_LOOKUP, result: action.result, found: state.found + 1 };
    case 'failed':
      // A retry that fails as the last try did changes nothing: its alert is not said again.
      if (!state.loading && !state.result && sameFailure(state.failure, action.failure)) return state;
      return { ...INITIAL_LOOKUP, failure: action.failure, found: state.found };
    case 'ended':
      // A refresh (or the stream) keeps what the page showed and announces the change, leaving the focus where it
      // is; a new lookup that finds the status ended says only that, and moves the focus to it.
      return action.byRefresh && state.result
        ? {
            ...INITIAL_LOOKUP,
            ended: { at: action.at, before: withoutLocation(state.result.snapshot) },
            ownAnswer: state.ownAnswer,
            found: state.found,
            announcement: LOOKUP_WORDS.stateChanged({ statusLine: LOOKUP_WORDS.ended }),
          }
        : { ...INITIAL_LOOKUP, ended: { at: null, before: null }, found: state.found + 1 };
    case 'refreshed': {
      if (!state.result) return state;
      const before = state.result.snapshot;
      const now = getSnapshotState(action.snapshot);
      const changed = now !== getSnapshotState(before);
      // The emergency is said on its own, assertively; every other change politely.
      const switchedOn = changed && now === 'emergency';
      const said = [
        ...(changed && !switchedOn
          ? [LOOKUP_WORDS.stateChanged({ statusLine: statusLineOf(action.snapshot) })]
          : []),
        ...newAnswers(before, action.snapshot, state.ownAnswer),
      ];
      const at = action.checkedAt.getTime();
      const positionSaid =
        said.length === 0 &&
        !switchedOn &&
        moved(before, action.snapshot) &&
        (state.positionSaidAt === null || at - state.positionSaidAt >= POSITION_SAID_EVERY_MS);
      if (positionSaid) said.push(positionChangedOf(action.snapshot));
      return {
        ...state,
        result: { ...state.result, snapshot: action.snapshot, checkedAt: action.checkedAt },
        refreshFailure: null,
        announcement: said.length > 0 ? said.join('. ') : state.announcement,
        urgent: switchedOn ? emergencyOnOf(action.snapshot) : now === 'emergency' ? state.urgent : '',
        positionSaidAt: positionSaid ? at : state.positionSaidAt,
      };
    }
    case 'refresh-failed':
      if (!state.result || sameFailure(state.refreshFailure, action.failure)) return state;
      return { ...state, refreshFailure: action.failure };
    case 'answered':
      return state.result ? { ...state, ownAnswer: action.answer } : state;
    case 'forget':
      return { ...INITIAL_LOOKUP, found: state.found };
  }
}
