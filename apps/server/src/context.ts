import type { HttpBindings } from '@hono/node-server';
import type { ScryptCost } from './admin/passwords.js';
import type { VapidKeys } from './alerts/vapid-keys.js';
import type { Authenticate } from './auth.js';
import type { ServerConfig } from './config.js';
import type { GuessBudget } from './guess-budget.js';
import type { StatusHub } from './live/status-hub.js';
import type { Store } from './store/store.js';
import type { Throttle } from './throttle.js';

/** Hono's environment of this app: the Node request (absent in `app.request` tests) and per-request values. */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** Who the request is counted as for throttling (see `clientKeysOf`). */
    clientKey: string;
    /** The signed-in admin, on admin routes past `requireAdmin`. */
    admin: { username: string; sessionIdHash: string };
    /** The network of that client (an IPv6 /48; an IPv4 address is its own network). */
    networkKey: string;
    /** The signed-in user of a status call (the token's `sub`), set by `requireUser`. */
    userId: string;
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
  guessBudget: GuessBudget;
  /** Checks the identity token of a status call. */
  authenticate: Authenticate;
  /** The key of the access codes' keyed hash. */
  accessCodeSecret: string;
  /** Draws a new access code; tests pass their own to force collisions. */
  drawAccessCode: () => string;
  /** The live-status streams of this instance. */
  statusHub: StatusHub;
  /** The keys that sign pushes; undefined: alerts are off (their routes answer 503). */
  vapidKeys: VapidKeys | undefined;
}
