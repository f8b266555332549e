import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { VIEWER_LIMITS } from '@safety-companion/contract';
import { loadAccessCodeSecret } from './access-codes.js';
import { createAlertSender } from './alerts/sender.js';
import { type AlertsSetup, loadAlertsSetup } from './alerts/vapid-keys.js';
import { createApp } from './app.js';
import { loadTrustedIdentity, type TrustedIdentity } from './auth.js';
import type { ServerConfig } from './config.js';
import { startOwnDatabase } from './database/own-database.js';
import { createStatusHub } from './live/status-hub.js';
import { createLogger, type Logger } from './log.js';
import { SqlStore } from './store/sql-store.js';
import type { Store } from './store/store.js';
import { sweepTasks } from './sweep.js';
import { createSweeper } from './sweeper.js';

/** A server that listens. */
export interface RunningServer {
  /** Where it listens, like http://127.0.0.1:8080. */
  url: string;
  port: number;
  /** On the server's own database: resolves with a message if PostgreSQL stops under the server. */
  databaseStopped: Promise<string> | undefined;
  /** Whether alerts are on, or why they are off (said once at start). */
  alerts: AlertsSetup;
  /** Whose identity tokens the status calls accept (said once at start). */
  identity: TrustedIdentity;
  /**
   * Stops accepting connections, lets the requests in flight finish (at most `graceMs`, default 10 s), stops the
   * sweeps, then closes the store. Calling it again returns the same promise.
   */
  shutdown(options?: { graceMs?: number }): Promise<void>;
}

/** How long a request may take to arrive in full. */
export const BODY_TIMEOUT_MS = 30_000;

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The store the settings choose: PostgreSQL at `DATABASE_URL` when it is set, else the server's own PostgreSQL in
 * `DATA_DIR`.
 */
export async function openStore(
  config: ServerConfig,
): Promise<{ store: SqlStore; databaseStopped?: Promise<string> }> {
  const poolSize = config.databasePoolSize;
  if (config.databaseUrl)
    return { store: await SqlStore.openPostgres({ url: config.databaseUrl, poolSize }) };
  const database = await startOwnDatabase(config.dataDir);
  // The store stops the database when it closes, or at once when it cannot open.
  const store = await SqlStore.openPostgres({ url: database.url, poolSize, onClose: database.stop });
  return { store, databaseStopped: database.died };
}

/**
 * Opens the store (running its migrations) unless one is given, loads the access-code secret and the VAPID keys,
 * runs the clean-ups of `sweepTasks` (then every 10 minutes), sends alerts (every second) and serves the app on
 * `config.host`/`config.port`.
 *
 * @example
 * const server = await startServer(loadConfig());
 * process.once('SIGTERM', () => server.shutdown());
 */
export async function startServer(
  config: ServerConfig,
  options: { store?: Store; clock?: () => number; logger?: Logger; challengeSecret?: string } = {},
): Promise<RunningServer> {
  const opened: { store: Store; databaseStopped?: Promise<string> } = options.store
    ? { store: options.store }
    : await openStore(config);
  const { store } = opened;
  const clock = options.clock ?? Date.now;
  const logger = options.logger ?? createLogger(config.logLevel);
  let stopSweeps: () => Promise<void> = async () => {};
  let stopAlerts: () => Promise<void> = async () => {};
  let alerts: AlertsSetup;
  let identity: TrustedIdentity;
  let app: ReturnType<typeof createApp>;
  const statusHub = createStatusHub({ store, clock, retentionHours: config.statusRetentionHours });
  try {
    const accessCodeSecret = await loadAccessCodeSecret(config);
    alerts = await loadAlertsSetup(config);
    identity = await loadTrustedIdentity(config);
    app = createApp({
      store,
      config,
      clock,
      accessCodeSecret,
      logger,
      statusHub,
      vapidKeys: alerts.on ? alerts.keys : undefined,
      developmentIdentity: identity.kind === 'development' ? identity : undefined,
      // Servers sharing a database share the access-code secret: challenges signed by one verify on another.
      challengeSecret:
        options.challengeSecret ??
        createHmac('sha256', accessCodeSecret).update('proof-of-work challenges').digest('hex'),
    });
    const stopRetention = await createSweeper({ tasks: sweepTasks(store, config), clock }).start();
    // Pages no longer seen (a network that dropped, a poll that stopped) leave the count within 30 s of their 2 minutes.
    const stopViewers = await createSweeper({
      tasks: [
        {
          name: 'pages no longer seen',
          run: (now) => store.forgetStalePages(new Date(now.getTime() - VIEWER_LIMITS.forgetMs)),
        },
      ],
      clock,
      intervalMs: 30_000,
    }).start();
    stopSweeps = async () => {
      await Promise.all([stopRetention(), stopViewers()]);
    };
    if (alerts.on) {
      stopAlerts = await createAlertSender({
        store,
        clock,
        keys: alerts.keys,
        accessCodeSecret,
        pushServiceOrigins: config.pushServiceOrigins,
        logger,
      }).start();
    }
  } catch (error) {
    await stopSweeps();
    if (!options.store) await store.close();
    throw error;
  }
  let closing = false;

  const server = createAdaptorServer({
    fetch: async (request, env) => {
      const response = await app.fetch(request, env);
      if (!closing) return response;
      // A keep-alive connection would outlive the shutdown; this answer is its last.
      const headers = new Headers(response.headers);
      headers.set('Connection', 'close');
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  }) as Server;

  // A body that has not arrived after 30 s ends the request (Node's default waits 5 minutes).
  server.requestTimeout = BODY_TIMEOUT_MS;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await Promise.all([stopSweeps(), stopAlerts()]);
    if (!options.store) await store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  let stopped: Promise<void> | undefined;
  return {
    url: urlOf(config.host, port),
    port,
    databaseStopped: opened.databaseStopped,
    alerts,
    identity,
    shutdown({ graceMs = 10_000 } = {}) {
      stopped ??= (async () => {
        closing = true;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Open streams end now (pages reconnect, perhaps to another instance); other requests get the grace time.
        await statusHub.close();
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        await closed;
        clearTimeout(force);
        await Promise.all([stopSweeps(), stopAlerts()]);
        await store.close();
      })();
      return stopped;
    },
  };
}
