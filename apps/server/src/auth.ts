import type { MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { ServerConfig } from './config.js';
import type { AppEnv } from './context.js';
import { ERROR_MESSAGES, httpError } from './errors.js';

/** A development token is `dev:` and a user name; trusted only by a development server (see `trustedIdentity`). */
export const DEV_TOKEN_PREFIX = 'dev:';
const DEV_USER = /^[A-Za-z0-9_-]{1,64}$/;

/** The most a token's times may be off from the server's clock. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/** Whose identity tokens the status calls accept. */
export type TrustedIdentity =
  | { kind: 'firebase'; projectId: string; jwksUrl: string }
  | { kind: 'development' }
  | { kind: 'none' };

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/**
 * Firebase ID tokens of `FIREBASE_PROJECT_ID` when it is set. Without it, a server on a loopback address trusts the
 * local development identity (nobody else can reach it); a server reachable from other machines trusts nobody.
 */
export function trustedIdentity(config: ServerConfig): TrustedIdentity {
  if (config.firebaseProjectId) {
    return { kind: 'firebase', projectId: config.firebaseProjectId, jwksUrl: config.authJwksUrl };
  }
  return LOOPBACK.test(config.host) ? { kind: 'development' } : { kind: 'none' };
}

/** The line the server logs at start about who may publish statuses. */
export function describeIdentity(identity: TrustedIdentity): string {
  switch (identity.kind) {
    case 'firebase':
      return `Status calls trust Firebase ID tokens of project ${identity.projectId} (keys: ${identity.jwksUrl}).`;
    case 'development':
      return (
        'Status calls trust the local development identity (Bearer dev:<name>): FIREBASE_PROJECT_ID is unset ' +
        'and the server listens on a loopback address. Never expose this server.'
      );
    case 'none':
      return (
        'Status calls trust no identity and answer 401: set FIREBASE_PROJECT_ID (the development identity is ' +
        'only trusted on a loopback address).'
      );
  }
}

/** Checks an `Authorization` header; answers the user id (`sub`) or throws 401 'Authentication required'. */
export type Authenticate = (authorization: string | undefined) => Promise<string>;

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

  return async (authorization) => {
    const match = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? '');
    const token = match?.[1];
    if (!token) throw unauthorized();

    if (identity.kind === 'development') {
      const user = token.startsWith(DEV_TOKEN_PREFIX) ? token.slice(DEV_TOKEN_PREFIX.length) : '';
      if (!DEV_USER.test(user)) throw unauthorized();
      return `${DEV_TOKEN_PREFIX}${user}`;
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
    c.set('userId', await authenticate(c.req.header('Authorization')));
    await next();
  };
}
