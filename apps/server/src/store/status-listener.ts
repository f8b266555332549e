import pg from 'pg';

/** The channel every write of a status notifies, with the status's id (never anything personal) as payload. */
export const STATUS_CHANNEL = 'status_changes';

/** What the listener reports: a status that changed, and that it listens again after a break (re-read all). */
export interface StatusChangeHandlers {
  changed(id: string): void;
  resync(): void;
}

const FIRST_RETRY_MS = 250;
/** A database back from a restart is listened to again within this (one connection attempt per instance). */
const LAST_RETRY_MS = 2_000;

/**
 * Listens on one dedicated connection of its own for the ids of changed statuses (`LISTEN status_changes`). When
 * the connection breaks (the database restarts), it connects again with backoff, listens again, and asks for a
 * re-read of everything watched, since notifications sent meanwhile are lost. Resolves once it listens (rejects
 * when the first connection fails) with a function that stops it.
 *
 * @example
 * const stop = await listenForStatusChanges(url, { changed: (id) => reread(id), resync: rereadAll });
 */
export async function listenForStatusChanges(
  url: string,
  handlers: StatusChangeHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === STATUS_CHANNEL && message.payload) handlers.changed(message.payload);
    });
    // A broken connection reports `error` and then `end`; either way the listener starts again.
    next.on('error', () => broken(next));
    next.on('end', () => broken(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${STATUS_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  function connectLater() {
    if (stopped) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        delay = FIRST_RETRY_MS;
        if (!stopped) handlers.resync();
      } catch {
        delay = Math.min(delay * 2, LAST_RETRY_MS);
        connectLater();
      }
    }, delay);
    retry.unref();
  }

  function broken(connection: pg.Client) {
    if (stopped || client !== connection) return;
    client = undefined;
    connection.removeAllListeners('end');
    void connection.end().catch(() => {});
    connectLater();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    current?.removeAllListeners('end');
    await current?.end().catch(() => {});
  };
}
