import { getConnInfo } from '@hono/node-server/conninfo';
import { CACHE_CONTROL, securityHeaders } from '@safety-companion/pwa/hosting';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { clientAddress, clientKeysOf } from './client-key.js';
import type { ServerConfig } from './config.js';
import type { AppEnv, RouteDeps } from './context.js';
import { ERROR_MESSAGES, handleError, handleNotFound } from './errors.js';
import { createGuessBudget, PROOF_OF_WORK_HEADER } from './guess-budget.js';
import { createLogger, type Logger, requestLog } from './log.js';
import { adminRoutes } from './routes/admin.js';
import { feedbackRoutes } from './routes/feedback.js';
import { healthRoutes } from './routes/health.js';
import { siteExists, siteRoutes } from './routes/site.js';
import { snapshotRoutes } from './routes/snapshot.js';
import type { Store } from './store/store.js';
import { createThrottle } from './throttle.js';

export interface AppOptions {
  store: Store;
  config: ServerConfig;
  /** Milliseconds since the epoch. Default `Date.now`. */
  clock?: () => number;
  /** The socket address of a request. Default: the Node socket's (`getConnInfo`), undefined without one. */
  socketAddress?: (c: Context<AppEnv>) => string | undefined;
  /** Where the failed-lookup alert goes. Default: the log, as a warning. */
  warn?: (message: string) => void;
  /** Default: JSON lines on stdout at `config.logLevel`. */
  logger?: Logger;
  /** Signs proof-of-work challenges; servers sharing a database must share it. Default: random per process. */
  challengeSecret?: string;
  /** The proof of work asked past the guess budget. Default `PROOF_OF_WORK`; tests ask less. */
  proofOfWork?: { algorithm: string; cost: number; keyPrefix: string };
}

function nodeSocketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // `app.request` in tests: there is no socket.
    return undefined;
  }
}

function isTls(c: Context<AppEnv>): boolean {
  return (c.env?.incoming?.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
}

function lastHop(header: string | undefined): string | undefined {
  return header?.split(',').at(-1)?.trim().toLowerCase();
}

/**
 * The server: the API under `/api` and, when `config.siteDir` exists, the built site, with the security headers
 * of the header module on every response.
 *
 * @example
 * const app = createApp({ store: await SqlStore.openPglite(), config: loadConfig({}) });
 * const response = await app.request('/api/health');
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { store, config } = options;
  const clock = options.clock ?? Date.now;
  const socketAddress = options.socketAddress ?? nodeSocketAddress;
  const logger = options.logger ?? createLogger(config.logLevel);
  const throttle = createThrottle({
    store,
    clock,
    failedLookupAlertPerHour: config.failedLookupAlertPerHour,
    warn: options.warn ?? ((message) => logger.warn(message)),
  });
  const guessBudget = createGuessBudget({
    store,
    clock,
    perWindow: config.guessBudgetPer15Minutes,
    secret: options.challengeSecret,
    work: options.proofOfWork,
  });
  const deps: RouteDeps = { store, config, clock, throttle, guessBudget };
  const hosting = { apiBaseUrl: config.apiBaseUrl, firebaseAuth: config.firebaseAuth };
  const headers = {
    http: Object.entries(securityHeaders({ ...hosting, https: false })),
    https: Object.entries(securityHeaders({ ...hosting, https: true })),
  };

  const app = new Hono<AppEnv>();
  app.onError(handleError(logger));
  app.notFound(handleNotFound);
  app.use(requestLog(logger));

  app.use(async (c, next) => {
    await next();
    // Only the connection itself or a trusted proxy can say https: the scheme of an absolute-form request line
    // (`GET https://evil.example/ HTTP/1.1`) is whatever the client wrote.
    const https = isTls(c) || (config.trustProxy && lastHop(c.req.header('X-Forwarded-Proto')) === 'https');
    for (const [name, value] of https ? headers.https : headers.http) c.header(name, value);
  });
  app.use(compress());

  const api = new Hono<AppEnv>();
  if (config.corsOrigins.length > 0) {
    api.use(
      cors({
        origin: config.corsOrigins,
        allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Authorization', PROOF_OF_WORK_HEADER],
        maxAge: 600,
      }),
    );
  }
  api.use(async (c, next) => {
    const address = clientAddress({
      socketAddress: socketAddress(c),
      forwardedFor: c.req.header('X-Forwarded-For'),
      trustProxy: config.trustProxy,
    });
    const keys = clientKeysOf(address);
    c.set('clientKey', keys.client);
    c.set('networkKey', keys.network);
    await next();
    // Answers carry personal data or depend on the moment: never cached, errors included.
    c.header('Cache-Control', CACHE_CONTROL.never);
  });
  // A known route asked with another method: 405 with `Allow`, from the routes themselves.
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) =>
        c.json({ message: ERROR_MESSAGES.methodNotAllowed }, 405, { Allow: methods.join(', ') }),
    }),
  );
  api.route('/', healthRoutes(deps));
  api.route('/', snapshotRoutes(deps));
  api.route('/', feedbackRoutes(deps));
  api.route('/', adminRoutes());
  // Answered here, not thrown: the site's routes below must not see `/api/*`, and a plain 404 lets the 405 rule run.
  api.all('*', handleNotFound);
  app.route('/api', api);

  if (siteExists(config.siteDir)) app.route('/', siteRoutes(config.siteDir));
  return app;
}
