import type { StatusSnapshot } from '@safety-companion/contract';
import { snapshotOf } from '../status-snapshot.js';
import type { StatusChanges, StoredStatus } from '../store/store.js';

const HOUR_MS = 3_600_000;
/** setTimeout's longest delay; a later moment is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One open stream of a status: what it is sent. */
export interface StatusWatcher {
  /** The access code the stream was opened with: the snapshot carries it, as a lookup's does. */
  accessCode: string;
  /** Who opened it, for the per-client limit. */
  clientKey: string;
  /** A snapshot of the status, with its event id (see `eventIdOf`). */
  send(event: { id: string; snapshot: StatusSnapshot }): void;
  /** The status ended (stopped, or its retention passed), or the server is stopping: the stream closes. */
  end(reason: 'ended' | 'closing'): void;
}

/** A status that streams are watching, with the last state they were sent. */
interface Watched {
  status: StoredStatus;
  /** The event id of the last state sent. */
  lastEventId: string;
  watchers: Set<StatusWatcher>;
  timer?: NodeJS.Timeout;
  /** A read of the status is under way; `again`: a change arrived meanwhile, so read once more after it. */
  reading?: { again: boolean };
  /** A failed read is tried again after this (doubling up to `LAST_REREAD_MS`), so that no change is lost. */
  rereadDelay?: number;
  rereadTimer?: NodeJS.Timeout;
}

const FIRST_REREAD_MS = 500;
const LAST_REREAD_MS = 8_000;

/**
 * The id of a status's event: its version, which grows with every write, and whether its countdown had run out when
 * it was sent (that happens with nothing written). A page that reconnects with this id as `Last-Event-ID` missed
 * nothing while the id is still the current one.
 *
 * @example
 * eventIdOf(status, Date.now()); // '7', or '7-expired' once the end time has passed
 */
export function eventIdOf(status: StoredStatus, now: number): string {
  const expired = status.endTime !== null && status.endTime.getTime() <= now;
  return expired ? `${status.version}-expired` : String(status.version);
}

export interface StatusHub {
  /** Starts listening for changes (once; later calls wait for the same start). */
  ready(): Promise<void>;
  /** How many streams are open on this instance, and how many of them `clientKey` opened. */
  count(clientKey?: string): number;
  /**
   * Registers a stream of `status` (as a lookup just read it, after `ready()`): it is sent the status now unless
   * `lastEventId` says it has it already, then every change. Answers a function that unregisters it.
   */
  watch(status: StoredStatus, watcher: StatusWatcher, lastEventId?: string): () => void;
  /** Ends every stream (the server is stopping) and stops listening. */
  close(): Promise<void>;
}

/**
 * The fan-out of status changes to the streams of this instance. The database says which status changed (its id,
 * on any instance); the hub reads that status once, however many streams watch it, and sends the one result to
 * each. It also sends what changes with time alone: the countdown running out at its end time, and the end once
 * its retention has passed. After the change feed reconnects, every watched status is read again, so that no change
 * is lost.
 *
 * @example
 * const hub = createStatusHub({ store, clock: Date.now, retentionHours: 24 });
 * await hub.ready();
 * const unwatch = hub.watch(status, { accessCode, clientKey, send, end });
 */
export function createStatusHub(options: {
  store: StatusChanges;
  clock: () => number;
  retentionHours: number;
  /** Where a failed read of a changed status is reported. */
  warn?: (message: string, error: unknown) => void;
}): StatusHub {
  const { store, clock, retentionHours } = options;
  const warn = options.warn ?? ((message, error) => console.error(message, error));
  const watched = new Map<string, Watched>();
  const perClient = new Map<string, number>();
  let open = 0;
  let listening: Promise<() => Promise<void>> | undefined;

  const visibleUntil = (status: StoredStatus) =>
    status.endTime ? status.endTime.getTime() + retentionHours * HOUR_MS : Number.POSITIVE_INFINITY;

  function sendCurrent(entry: Watched, now: number) {
    entry.lastEventId = eventIdOf(entry.status, now);
    for (const watcher of entry.watchers) {
      watcher.send({ id: entry.lastEventId, snapshot: snapshotOf(entry.status, now, watcher.accessCode) });
    }
  }

  function endAll(id: string, reason: 'ended' | 'closing') {
    const entry = watched.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    clearTimeout(entry.rereadTimer);
    watched.delete(id);
    for (const watcher of entry.watchers) watcher.end(reason);
  }

  /** Arms the entry's timer for the next moment that changes what it shows without a write. */
  function schedule(id: string, entry: Watched) {
    clearTimeout(entry.timer);
    const now = clock();
    const end = entry.status.endTime?.getTime();
    const next = end !== undefined && end > now ? end : visibleUntil(entry.status);
    if (!Number.isFinite(next)) return;
    entry.timer = setTimeout(
      () => {
        const at = clock();
        if (at >= visibleUntil(entry.status)) return endAll(id, 'ended');
        if (eventIdOf(entry.status, at) !== entry.lastEventId) sendCurrent(entry, at);
        schedule(id, entry);
      },
      Math.min(Math.max(next - now, 0), MAX_TIMER_MS),
    );
    entry.timer.unref();
  }

  async function reread(id: string) {
    const entry = watched.get(id);
    if (!entry) return;
    if (entry.reading) {
      entry.reading.again = true;
      return;
    }
    entry.reading = { again: false };
    try {
      const status = await store.readStatus(id);
      const now = clock();
      if (!status || now >= visibleUntil(status)) return endAll(id, 'ended');
      // A change never goes back: an older read (of a change already sent) is dropped.
      if (status.version < entry.status.version) return;
      entry.status = status;
      if (eventIdOf(status, now) !== entry.lastEventId) sendCurrent(entry, now);
      schedule(id, entry);
      entry.rereadDelay = undefined;
    } catch (error) {
      warn('Could not read a changed status for its streams.', error);
      // The database is away (a restart): read again later, since no notification will say so.
      const delay = entry.rereadDelay ?? FIRST_REREAD_MS;
      entry.rereadDelay = Math.min(delay * 2, LAST_REREAD_MS);
      clearTimeout(entry.rereadTimer);
      entry.rereadTimer = setTimeout(() => watched.get(id) === entry && void reread(id), delay);
      entry.rereadTimer.unref();
    } finally {
      const again = entry.reading?.again;
      entry.reading = undefined;
      if (again && watched.get(id) === entry) void reread(id);
    }
  }

  const hub: StatusHub = {
    async ready() {
      // A failed start (the database is away) is tried again by the next stream.
      listening ??= store
        .listenForStatusChanges({
          changed: (id: string) => void reread(id),
          resync: () => {
            for (const id of watched.keys()) void reread(id);
          },
        })
        .catch((error: unknown) => {
          listening = undefined;
          throw error;
        });
      await listening;
    },

    count(clientKey) {
      return clientKey === undefined ? open : (perClient.get(clientKey) ?? 0);
    },

    watch(status, watcher, lastEventId) {
      let entry = watched.get(status.id);
      if (!entry) {
        entry = { status, lastEventId: '', watchers: new Set() };
        watched.set(status.id, entry);
      } else if (status.version > entry.status.version) {
        entry.status = status;
      }
      open++;
      perClient.set(watcher.clientKey, (perClient.get(watcher.clientKey) ?? 0) + 1);
      const now = clock();
      // The streams already open get the state if it is newer than what they were sent (this lookup read it).
      if (eventIdOf(entry.status, now) !== entry.lastEventId) sendCurrent(entry, now);
      entry.watchers.add(watcher);
      if (lastEventId !== entry.lastEventId) {
        watcher.send({ id: entry.lastEventId, snapshot: snapshotOf(entry.status, now, watcher.accessCode) });
      }
      schedule(status.id, entry);

      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        open--;
        const left = (perClient.get(watcher.clientKey) ?? 1) - 1;
        if (left > 0) perClient.set(watcher.clientKey, left);
        else perClient.delete(watcher.clientKey);
        const current = watched.get(status.id);
        if (!current?.watchers.delete(watcher)) return;
        if (current.watchers.size === 0) {
          clearTimeout(current.timer);
          clearTimeout(current.rereadTimer);
          watched.delete(status.id);
        }
      };
    },

    async close() {
      for (const id of [...watched.keys()]) endAll(id, 'closing');
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
  return hub;
}
