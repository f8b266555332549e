import { getConnInfo } from '@hono/node-server/conninfo';
import { CACHE_CONTROL, securityHeaders } from '@safety-companion/pwa/hosting';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { SCRYPT_COST, type ScryptCost } from './admin/passwords.js';
import { clientAddress, clientKeyOf } from './client-key.js';
import type { ServerConfig } from './config.js';
import type { AppEnv, RouteDeps } from './context.js';
import { ERROR_MESSAGES, handleError, handleNotFound, httpError } from './errors.js';
import { isHttpsRequest } from './request.js';
import { adminRoutes } from './routes/admin.js';
import { adminFeedbackRoutes } from './routes/admin-feedback.js';
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
  /** Where the failed-lookup alert goes. Default `console.warn`. */
  warn?: (message: string) => void;
  /** The scrypt cost admins' passwords are hashed with. Default `SCRYPT_COST`; tests use a cheap one. */
  passwordCost?: ScryptCost;
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
 * The server: the API under `/api` and, when `config.siteDir` exists, the built site, with the security headers
 * of the header module on every response.
 *
 * @example
 * const app = createApp({ store: await PgliteStore.open(), config: loadConfig({}) });
 * const response = await app.request('/api/health');
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { store, config } = options;
  const clock = options.clock ?? Date.now;
  const socketAddress = options.socketAddress ?? nodeSocketAddress;
  const throttle = createThrottle({
    store,
    clock,
    failedLookupAlertPerHour: config.failedLookupAlertPerHour,
    warn: options.warn,
  });
  const deps: RouteDeps = {
    store,
    config,
    clock,
    throttle,
    passwordCost: options.passwordCost ?? SCRYPT_COST,
  };
  const hosting = { apiBaseUrl: config.apiBaseUrl, firebaseAuth: config.firebaseAuth };
  const headers = {
    http: Object.entries(securityHeaders({ ...hosting, https: false })),
    https: Object.entries(securityHeaders({ ...hosting, https: true })),
  };

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);

  app.use(async (c, next) => {
    await next();
    const https = isHttpsRequest(c, config.trustProxy);
    for (const [name, value] of https ? headers.https : headers.http) c.header(name, value);
  });
  app.use(compress());

  const api = new Hono<AppEnv>();
  if (config.corsOrigins.length > 0) {
    api.use(
      cors({
        origin: config.corsOrigins,
        allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Authorization'],
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
    c.set('clientKey', clientKeyOf(address));
    await next();
    // Answers carry personal data or depend on the moment: never cached, errors included.
    c.header('Cache-Control', CACHE_CONTROL.never);
  });
  api.route('/', healthRoutes(deps));
  api.route('/', snapshotRoutes(deps));
  api.route('/', feedbackRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.route('/', adminFeedbackRoutes(deps));
  api.all('*', () => {
    throw httpError(404, ERROR_MESSAGES.notFound);
  });
  app.route('/api', api);

  if (siteExists(config.siteDir)) app.route('/', siteRoutes(config.siteDir));
  return app;
}
