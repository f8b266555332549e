import { getConnInfo } from '@hono/node-server/conninfo';
import { PROOF_OF_WORK_HEADER } from '@safety-companion/contract';
import {
  CACHE_CONTROL,
  DEFAULT_HOSTING_SETTINGS,
  hostingHeaders,
  readHostingSettings,
  siteApp,
  siteExists,
} from '@safety-companion/hosting';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { randomAccessCode } from './access-codes.js';
import { SCRYPT_COST, type ScryptCost } from './admin/passwords.js';
import type { VapidKeys } from './alerts/vapid-keys.js';
import { type Authenticate, createAuthenticator, trustedIdentity } from './auth.js';
import { clientAddress, clientKeysOf } from './client-key.js';
import type { ServerConfig } from './config.js';
import type { AppEnv } from './context.js';
import type { DevelopmentIdentity } from './development-identity.js';
import { ERROR_MESSAGES, handleError, handleNotFound } from './errors.js';
import { createGuessBudget } from './guess-budget.js';
import { createStatusHub, type StatusHub } from './live/status-hub.js';
import { createLogger, type Logger, requestLog } from './log.js';
import { openApiDocumentRoute } from './openapi.js';
import { isHttpsRequest } from './request.js';
import type { RouteDeps } from './route-deps.js';
import { acknowledgementRoutes } from './routes/acknowledgements.js';
import { adminRoutes } from './routes/admin.js';
import { adminFeedbackRoutes } from './routes/admin-feedback.js';
import { alertRoutes } from './routes/alerts.js';
import { apiReferenceRoutes } from './routes/api-reference.js';
import { feedbackRoutes } from './routes/feedback.js';
import { healthRoutes } from './routes/health.js';
import { mapTilesRoutes } from './routes/map-tiles.js';
import { positionRequestRoutes } from './routes/position-requests.js';
import { snapshotRoutes } from './routes/snapshot.js';
import { statusRoutes } from './routes/statuses.js';
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
  /** The scrypt cost admins' passwords are hashed with. Default `SCRYPT_COST`; tests use a cheap one. */
  passwordCost?: ScryptCost;
  /** Default: JSON lines on stdout at `config.logLevel`. */
  logger?: Logger;
  /** Signs proof-of-work challenges; servers sharing a database must share it. Default: random per process. */
  challengeSecret?: string;
  /** The proof of work asked past the guess budget. Default `PROOF_OF_WORK`; tests ask less. */
  proofOfWork?: { algorithm: string; cost: number; keyPrefix: string };
  /** The key of the access codes' hash. Default `config.accessCodeSecret` (`startServer` loads the generated one). */
  accessCodeSecret?: string;
  /** The development identity, when the settings allow one (`startServer` loads it from the data folder). */
  developmentIdentity?: DevelopmentIdentity;
  /** Checks identity tokens. Default: the identity `trustedIdentity` names, on `clock`. */
  authenticate?: Authenticate;
  /** Draws access codes. Default `randomAccessCode`. */
  drawAccessCode?: () => string;
  /** The live-status streams; `startServer` passes its own, to end them when it stops. Default: a new hub. */
  statusHub?: StatusHub;
  /** The keys that sign pushes (`loadAlertsSetup`); unset: alerts are off. */
  vapidKeys?: VapidKeys;
}

function nodeSocketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // `app.request` in tests: there is no socket.
    return undefined;
  }
}

/**
 * The server: the API under `/api` and, when `config.siteDir` exists, the built site, with the site's security
 * headers on every response (its CSP from the build's hosting settings, `hosting.json`). Throws a
 * `HostingSettingsError` when the build's hosting file is not valid.
 *
 * @example
 * const app = createApp({ store: await SqlStore.openPostgres({ url, poolSize: 10 }), config: loadConfig({ ACCESS_CODE_SECRET: secret }) });
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
  const accessCodeSecret = options.accessCodeSecret ?? config.accessCodeSecret;
  if (!accessCodeSecret)
    throw new Error('createApp needs the access-code secret (see loadAccessCodeSecret).');
  const deps: RouteDeps = {
    store,
    config,
    clock,
    throttle,
    guessBudget,
    authenticate:
      options.authenticate ??
      createAuthenticator(trustedIdentity(config, options.developmentIdentity), { clock }),
    accessCodeSecret,
    drawAccessCode: options.drawAccessCode ?? randomAccessCode,
    passwordCost: options.passwordCost ?? SCRYPT_COST,
    statusHub:
      options.statusHub ??
      createStatusHub({
        store,
        clock,
        retentionHours: config.statusRetentionHours,
        warn: logger.error.bind(logger),
      }),
    vapidKeys: options.vapidKeys,
  };
  const hasSite = siteExists(config.siteDir);
  const hosting = hasSite ? readHostingSettings(config.siteDir) : DEFAULT_HOSTING_SETTINGS;

  const app = new Hono<AppEnv>();
  app.onError(handleError(logger));
  app.notFound(handleNotFound);
  app.use(requestLog(logger));

  // One https rule for the headers (HSTS) and the admin's `Secure` cookie.
  app.use(hostingHeaders(hosting, { isHttps: (c) => isHttpsRequest(c, config.trustProxy) }));

  const api = new Hono<AppEnv>();
  if (config.corsOrigins.length > 0) {
    api.use(
      cors({
        origin: config.corsOrigins,
        allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Authorization', PROOF_OF_WORK_HEADER],
        // Not a header a page may read by default: the site tells a refused client how long to wait.
        exposeHeaders: ['Retry-After'],
        maxAge: 600,
      }),
    );
  }
  api.use(async (c, next) => {
    c.set('socketAddress', socketAddress(c));
    const address = clientAddress({
      socketAddress: c.get('socketAddress'),
      forwardedFor: c.req.header('X-Forwarded-For'),
      proxyHops: config.proxyHops,
    });
    const keys = clientKeysOf(address);
    c.set('clientKey', keys.client);
    c.set('networkKey', keys.network);
    // Answers carry personal data or depend on the moment: never cached, errors included.
    c.header('Cache-Control', CACHE_CONTROL.never);
    await next();
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
  api.route('/', acknowledgementRoutes(deps));
  api.route('/', positionRequestRoutes(deps));
  api.route('/', feedbackRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.route('/', adminFeedbackRoutes(deps));
  api.route('/', statusRoutes(deps));
  api.route('/', alertRoutes(deps));
  api.route('/', mapTilesRoutes(deps));
  api.get('/openapi.json', ...openApiDocumentRoute(app));
  api.route('/', apiReferenceRoutes(app));
  // Answered here, not thrown: the site's routes below must not see `/api/*`, and a plain 404 lets the 405 rule run.
  api.all('*', handleNotFound);
  app.route('/api', api);

  if (hasSite) app.route('/', siteApp(config.siteDir));
  return app;
}
