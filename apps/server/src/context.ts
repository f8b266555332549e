import type { HttpBindings } from '@hono/node-server';
import type { ScryptCost } from './admin/passwords.js';
import type { ServerConfig } from './config.js';
import type { Store } from './store/store.js';
import type { Throttle } from './throttle.js';

/** Hono's environment of this app: the Node request (absent in `app.request` tests) and per-request values. */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** Who the request is counted as for throttling (see `clientKeyOf`). */
    clientKey: string;
    /** The signed-in admin, on admin routes past `requireAdmin`. */
    admin: { username: string; sessionIdHash: string };
  };
};

/** What the routes need, handed down by `createApp`. */
export interface RouteDeps {
  store: Store;
  config: ServerConfig;
  /** Milliseconds since the epoch; tests pass a clock they control. */
  clock: () => number;
  throttle: Throttle;
  /** The scrypt cost of admin passwords, which an unknown username's decoy check must match. */
  passwordCost: ScryptCost;
}
