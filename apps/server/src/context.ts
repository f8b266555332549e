import type { HttpBindings } from '@hono/node-server';

/** Hono's environment of this app: the Node request (absent in `app.request` tests) and per-request values. */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** The socket's peer address; undefined without a socket (`app.request` in tests). */
    socketAddress: string | undefined;
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
