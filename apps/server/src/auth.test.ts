import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, unusedStore } from '../test/support.js';
import { createTestIssuer } from '../test/test-issuer.js';
import { createApp } from './app.js';
import { createAuthenticator, describeIdentity, trustedIdentity } from './auth.js';
import { loadConfig } from './config.js';
import {
  DEVELOPMENT_SECRET_FILE,
  type DevelopmentIdentity,
  developmentIdentityRefusal,
  developmentToken,
  loadDevelopmentIdentity,
} from './development-identity.js';

let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
beforeAll(async () => {
  issuer = await createTestIssuer();
});
afterAll(() => issuer.close());

const NOW = Date.UTC(2026, 10, 23, 12);
const HOUR = 3600;
const nowSeconds = NOW / 1000;

function authenticator(clock = () => NOW) {
  return createAuthenticator(
    { kind: 'firebase', projectId: issuer.projectId, jwksUrl: issuer.jwksUrl },
    { clock },
  );
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason as { status: number; message: string },
  );
  expect(error?.status).toBe(401);
  expect(error?.message).toBe('Authentication required');
}

describe('Firebase ID tokens', () => {
  it('accepts a valid token and answers its sub, fetching the key set once for many calls', async () => {
    const authenticate = authenticator();
    const before = issuer.requests();
    for (let i = 0; i < 3; i++) {
      expect(await authenticate(`Bearer ${await issuer.sign(NOW, { sub: 'firebase-uid-9' })}`)).toBe(
        'firebase-uid-9',
      );
    }
    expect(issuer.requests() - before).toBeLessThanOrEqual(1);
  });

  it('allows at most 60 seconds of clock difference', async () => {
    const authenticate = authenticator();
    const justExpired = await issuer.sign(NOW, { exp: nowSeconds - 50 });
    expect(await authenticate(`Bearer ${justExpired}`)).toBe('user-1');
    const slightlyAhead = await issuer.sign(NOW, { iat: nowSeconds + 50, auth_time: nowSeconds + 50 });
    expect(await authenticate(`Bearer ${slightlyAhead}`)).toBe('user-1');
  });

  it.each([
    ['expired', { exp: nowSeconds - 61 }],
    ['not yet valid (issued in the future)', { iat: nowSeconds + 2 * HOUR, exp: nowSeconds + 3 * HOUR }],
    ['signed in in the future', { auth_time: nowSeconds + 2 * HOUR }],
    ['for another audience', { aud: 'another-project' }],
    ['from another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['without sub', { sub: undefined }],
    ['with an empty sub', { sub: '' }],
    ['without auth_time', { auth_time: undefined }],
    ['without iat', { iat: undefined }],
  ])('refuses a token %s', async (_case, claims) => {
    await refusal(authenticator()(`Bearer ${await issuer.sign(NOW, claims)}`));
  });

  it('refuses a token whose aud is a list, even one that holds the project', async () => {
    const token = await issuer.sign(NOW, { aud: [issuer.projectId] });
    await refusal(authenticator()(`Bearer ${token}`));
    const withOthers = await issuer.sign(NOW, { aud: [issuer.projectId, 'another-project'] });
    await refusal(authenticator()(`Bearer ${withOthers}`));
  });

  it('refuses a token without a kid, even one signed with the only key of the set', async () => {
    await refusal(authenticator()(`Bearer ${await issuer.sign(NOW, {}, { kid: null })}`));
  });

  it('refuses a token whose kid names no published key', async () => {
    await refusal(authenticator()(`Bearer ${await issuer.sign(NOW, {}, { kid: 'another-key' })}`));
  });

  it('refuses a token signed with a key the key set does not have', async () => {
    await refusal(authenticator()(`Bearer ${await issuer.sign(NOW, {}, { key: 'unknown' })}`));
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = (await issuer.sign(NOW)).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        iss: `https://securetoken.google.com/${issuer.projectId}`,
        aud: issuer.projectId,
        sub: 'someone-else',
        iat: nowSeconds,
        exp: nowSeconds + HOUR,
        auth_time: nowSeconds,
      }),
    ).toString('base64url');
    await refusal(authenticator()(`Bearer ${header}.${payload}.${signature}`));
  });

  it('refuses an unsigned token', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'none' })}.${part({ sub: 'user-1', aud: issuer.projectId })}.`;
    await refusal(authenticator()(`Bearer ${token}`));
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['Bearer alone', 'Bearer'],
    ['two tokens', 'Bearer a b'],
    ['not a JWT', 'Bearer not-a-token'],
    ['a development token', 'Bearer dev:user-1'],
    ['a development token with a secret', `Bearer dev:user-1.${'a'.repeat(64)}`],
  ])('refuses a header that is %s', async (_case, header) => {
    await refusal(authenticator()(header));
  });

  it('answers 401 with the message and no store access through the app', async () => {
    const app = createApp({
      store: unusedStore(),
      config: testConfig({ firebaseProjectId: issuer.projectId, authJwksUrl: issuer.jwksUrl }),
    });
    const response = await app.request('/api/statuses', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer nope' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'Authentication required' });
  });
});

describe('the trusted identity', () => {
  let dataDir: string;
  let development: DevelopmentIdentity;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'safety-identity-'));
    development = await loadDevelopmentIdentity(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const LOCAL = { peer: '127.0.0.1', forwarded: false };

  it('is Firebase when FIREBASE_PROJECT_ID is set, wherever the server listens', () => {
    const identity = trustedIdentity(
      testConfig({ firebaseProjectId: 'beacon-prod', host: '0.0.0.0' }),
      development,
    );
    expect(identity).toMatchObject({ kind: 'firebase', projectId: 'beacon-prod' });
    expect(describeIdentity(identity)).toContain('Firebase ID tokens of project beacon-prod');
  });

  it.each(['127.0.0.1', '::1', 'localhost'])(
    'is the development identity on %s without a project, and the start line names its file, not its secret',
    (host) => {
      const identity = trustedIdentity(testConfig({ host }), development);
      expect(identity.kind).toBe('development');
      expect(describeIdentity(identity)).toContain(join(dataDir, DEVELOPMENT_SECRET_FILE));
      expect(describeIdentity(identity)).not.toContain(development.secret);
    },
  );

  it.each([
    ['a host that is not loopback', { host: '0.0.0.0' }, 'HOST 0.0.0.0 is not a loopback address'],
    ['another address', { host: '192.168.1.20' }, 'HOST 192.168.1.20 is not a loopback address'],
    ['NODE_ENV=production', { production: true }, 'NODE_ENV is production'],
    ['TRUST_PROXY', { proxyHops: 1, trustProxy: true }, 'TRUST_PROXY is set'],
    ['DEVELOPMENT_IDENTITY=false', { developmentIdentity: false }, 'DEVELOPMENT_IDENTITY is false'],
  ])('C-1: is nobody with %s, even with the secret', async (_case, overrides, reason) => {
    const identity = trustedIdentity(testConfig(overrides), development);
    expect(identity).toEqual({ kind: 'none', reason });
    expect(describeIdentity(identity)).toMatch(/trust no identity/);
    const token = `Bearer ${developmentToken(dataDir, 'user-1')}`;
    await refusal(createAuthenticator(identity, { clock: () => NOW })(token, LOCAL));
  });

  it('reads NODE_ENV and DEVELOPMENT_IDENTITY from the environment', () => {
    expect(developmentIdentityRefusal(loadConfig({ NODE_ENV: 'production' }))).toBe('NODE_ENV is production');
    expect(developmentIdentityRefusal(loadConfig({ DEVELOPMENT_IDENTITY: 'false' }))).toBe(
      'DEVELOPMENT_IDENTITY is false',
    );
    expect(developmentIdentityRefusal(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
  });

  it('keeps one secret of 64 hex digits per data folder, readable by its owner only', async () => {
    expect(development.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(development.file).mode & 0o777).toBe(0o600);
    expect((await loadDevelopmentIdentity(dataDir)).secret).toBe(development.secret);
  });

  it('takes dev:<name>.<secret> as the user dev:<name>, from a loopback peer with no proxy on the way', async () => {
    const authenticate = createAuthenticator(development, { clock: () => NOW });
    const token = `Bearer ${developmentToken(dataDir, 'simulated-user')}`;
    expect(await authenticate(token, LOCAL)).toBe('dev:simulated-user');
    expect(await authenticate(token, { peer: '::ffff:127.0.0.1', forwarded: false })).toBe(
      'dev:simulated-user',
    );
    expect(await authenticate(token, { peer: '::1', forwarded: false })).toBe('dev:simulated-user');
  });

  it.each([
    ['without the secret', 'Bearer dev:user-1', LOCAL],
    ['with a wrong secret', `Bearer dev:user-1.${'0'.repeat(64)}`, LOCAL],
    ['with an empty name', 'SECRET:', LOCAL],
    ['with a name of other characters', 'SECRET:a/b', LOCAL],
    ['from a peer that is not loopback', 'SECRET:user-1', { peer: '192.0.2.7', forwarded: false }],
    ['without a socket', 'SECRET:user-1', { peer: undefined, forwarded: false }],
    ['without the request origin', 'SECRET:user-1', undefined],
    ['through a proxy that says so', 'SECRET:user-1', { peer: '127.0.0.1', forwarded: true }],
  ])('C-1: refuses a development token %s', async (_case, header, from) => {
    const authenticate = createAuthenticator(development, { clock: () => NOW });
    const name = header.startsWith('SECRET:') ? header.slice('SECRET:'.length) : undefined;
    const authorization = name === undefined ? header : `Bearer dev:${name}.${development.secret}`;
    await refusal(authenticate(authorization, from));
  });

  it('refuses a Firebase token when it trusts the development identity', async () => {
    const authenticate = createAuthenticator(development, { clock: () => NOW });
    await refusal(authenticate(`Bearer ${await issuer.sign(NOW)}`, LOCAL));
  });
});
