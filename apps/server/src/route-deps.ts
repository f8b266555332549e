import type { ScryptCost } from './admin/passwords.js';
import type { VapidKeys } from './alerts/vapid-keys.js';
import type { Authenticate } from './auth.js';
import type { ServerConfig } from './config.js';
import type { GuessBudget } from './guess-budget.js';
import type { StatusHub } from './live/status-hub.js';
import type { Store } from './store/store.js';
import type { Throttle } from './throttle.js';

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
