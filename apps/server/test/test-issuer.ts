// A Firebase-like issuer of identity tokens, for the tests and benchmarks of servers that trust Firebase (behind
// TRUST_PROXY, where the development identity is never trusted).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** The token claims a test may change; `undefined` leaves a claim out. */
export type TestClaims = Partial<Record<'iss' | 'aud' | 'sub' | 'iat' | 'exp' | 'auth_time', unknown>>;

/**
 * A Firebase-like token issuer: an RSA key pair whose public key a real local HTTP server publishes as a JWKS, and
 * a second key the server does not know.
 */
export async function createTestIssuer(projectId = 'beacon-test') {
  const known = await generateKeyPair('RS256', { extractable: true });
  const unknown = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(known.publicKey)), kid: 'known-key', alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = createServer((_request, response) => {
    requests++;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    projectId,
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    /** How many times the key set was fetched. */
    requests: () => requests,
    /** A token for `sub` at `nowMs` (valid for an hour), with the claims given changed; `kid: null` leaves it out. */
    sign(
      nowMs: number,
      claims: TestClaims = {},
      options: { key?: 'known' | 'unknown'; kid?: string | null } = {},
    ) {
      const now = Math.floor(nowMs / 1000);
      const payload = Object.fromEntries(
        Object.entries({
          iss: `https://securetoken.google.com/${projectId}`,
          aud: projectId,
          sub: 'user-1',
          iat: now,
          exp: now + 3600,
          auth_time: now - 60,
          ...claims,
        }).filter(([, value]) => value !== undefined),
      );
      const unknownKey = options.key === 'unknown';
      const kid = options.kid === undefined ? (unknownKey ? 'unknown-key' : 'known-key') : options.kid;
      return new SignJWT(payload as JWTPayload)
        .setProtectedHeader({ alg: 'RS256', ...(kid === null ? {} : { kid }) })
        .sign(unknownKey ? unknown.privateKey : known.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
