import type { MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { ServerConfig } from './config.js';
import type { AppEnv } from './context.js';
import {
  type DevelopmentIdentity,
  developmentIdentityRefusal,
  developmentUser,
  isLoopbackAddress,
  loadDevelopmentIdentity,
} from './development-identity.js';
import { ERROR_MESSAGES, httpError } from './errors.js';

/** The most a token's times, or a phone's (a position's fix time), may be off from the server's clock. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/** Whose identity tokens the status calls accept; `none` says why nobody's. */
export type TrustedIdentity =
  | { kind: 'firebase'; projectId: string; jwksUrl: string }
  | DevelopmentIdentity
  | { kind: 'none'; reason: string };

/**
 * Firebase ID tokens of `FIREBASE_PROJECT_ID` when it is set. Without it, the local development identity given, if
 * the settings allow it (`developmentIdentityRefusal`); otherwise nobody.
 */
export function trustedIdentity(config: ServerConfig, development?: DevelopmentIdentity): TrustedIdentity {
  if (config.firebaseProjectId) {
    return { kind: 'firebase', projectId: config.firebaseProjectId, jwksUrl: config.authJwksUrl };
  }
  const refusal = developmentIdentityRefusal(config);
  if (refusal) return { kind: 'none', reason: refusal };
  return development ?? { kind: 'none', reason: 'the development secret is not loaded' };
}

/** `trustedIdentity` with the development identity of the data folder, its secret generated on first use. */
export async function loadTrustedIdentity(config: ServerConfig): Promise<TrustedIdentity> {
  const allowed = !config.firebaseProjectId && !developmentIdentityRefusal(config);
  return trustedIdentity(config, allowed ? await loadDevelopmentIdentity(config.dataDir) : undefined);
}

/** The line the server logs at start about who may publish statuses; it names the secret's file, never the secret. */
export function describeIdentity(identity: TrustedIdentity): string {
  switch (identity.kind) {
    case 'firebase':
      return `Status calls trust Firebase ID tokens of project ${identity.projectId} (keys: ${identity.jwksUrl}).`;
    case 'development':
      return (
        `Status calls trust the local development identity (Bearer dev:<name>.<secret>, the secret in ` +
        `${identity.file}), from this machine only. Never expose this server.`
      );
    case 'none':
      return (
        `Status calls trust no identity and answer 401 (${identity.reason}): set FIREBASE_PROJECT_ID for the ` +
        "app's users."
      );
  }
}

/** Where a request came from, as far as the development identity cares. */
export interface RequestOrigin {
  /** The socket's peer address; undefined without a socket. */
  peer: string | undefined;
  /** True when a header says a proxy passed the request on (`Forwarded`, `X-Forwarded-For`, `Via`…). */
  forwarded: boolean;
}

const FORWARDING_HEADERS = ['Forwarded', 'X-Forwarded-For', 'X-Forwarded-Host', 'X-Real-IP', 'Via'];

/**
 * Checks an `Authorization` header; answers the user id (`sub`) or throws 401 'Authentication required'. The
 * development identity also needs `from`: a loopback peer and no proxy on the way.
 */
export type Authenticate = (authorization: string | undefined, from?: RequestOrigin) => Promise<string>;

function unauthorized(cause?: unknown) {
  return httpError(401, ERROR_MESSAGES.authenticationRequired, {
    headers: { 'WWW-Authenticate': 'Bearer' },
    cause,
  });
}

/**
 * The authenticator of the status calls. Firebase ID tokens are checked as Firebase documents it: RS256 against
 * the key set (fetched and cached by `jose`) named by the header's `kid`, issuer of the project and an audience
 * that is the project (one string, not a list), `exp`, `iat`, `auth_time` and a
 * non-empty `sub`, with at most 60 s of clock tolerance.
 *
 * @example
 * const authenticate = createAuthenticator(trustedIdentity(config), { clock: Date.now });
 * const userId = await authenticate(c.req.header('Authorization'));
 */
export function createAuthenticator(
  identity: TrustedIdentity,
  options: { clock: () => number; keys?: JWTVerifyGetKey },
): Authenticate {
  const keys =
    identity.kind === 'firebase'
      ? (options.keys ?? createRemoteJWKSet(new URL(identity.jwksUrl)))
      : undefined;

  return async (authorization, from) => {
    const match = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '');
    const token = match?.[1];
    if (!token) throw unauthorized();

    if (identity.kind === 'development') {
      // A proxy on this machine is loopback too: what it passes on is not this machine's user.
      if (!from || from.forwarded || !isLoopbackAddress(from.peer)) throw unauthorized();
      const user = developmentUser(identity, token);
      if (!user) throw unauthorized();
      return user;
    }
    if (identity.kind !== 'firebase' || !keys) throw unauthorized();

    try {
      const now = options.clock();
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${identity.projectId}`,
        audience: identity.projectId,
        requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(now),
      });
      // Firebase's rules are stricter than jose's: `kid` must name a published key (jose would try the only key of
      // a set when it is missing), and `aud` must be the project itself, not a list that contains it.
      if (typeof protectedHeader.kid !== 'string' || protectedHeader.kid === '') throw unauthorized();
      if (payload.aud !== identity.projectId) throw unauthorized();
      // jose checks `iat` only for being a number; Firebase also requires it and the sign-in to lie in the past.
      const latest = now / 1000 + CLOCK_TOLERANCE_SECONDS;
      const { iat, auth_time: authTime } = payload;
      if (typeof iat !== 'number' || iat > latest) throw unauthorized();
      if (typeof authTime !== 'number' || authTime > latest) throw unauthorized();
      if (typeof payload.sub !== 'string' || payload.sub === '') throw unauthorized();
      return payload.sub;
    } catch (error) {
      throw unauthorized(error);
    }
  };
}

/** Lets a request through only with a valid identity token; its user id is then `c.get('userId')`. */
export function requireUser(authenticate: Authenticate): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
    const from = { peer: c.get('socketAddress'), forwarded };
    c.set('userId', await authenticate(c.req.header('Authorization'), from));
    await next();
  };
}
