// The local development identity: what `npm start`, `npm run dev` and `app:simulate` publish statuses with when no
// Firebase project is set. Its token is `dev:<name>.<secret>`, the secret a file of the data folder that only this
// machine's user can read; the user id is `dev:<name>`, so statuses made before keep their owner.
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from './config.js';
import { loadSecretFile } from './secret-file.js';

/** The start of a development token and of the user id it names. */
export const DEV_TOKEN_PREFIX = 'dev:';

/** The file of the data folder that holds the development identity's secret. */
export const DEVELOPMENT_SECRET_FILE = 'development-identity.secret';

const DEV_TOKEN = /^dev:([A-Za-z0-9_-]{1,64})\.([0-9a-f]{64})$/;

/** The development identity a server trusts: the secret its tokens must carry, and the file that holds it. */
export interface DevelopmentIdentity {
  kind: 'development';
  secret: string;
  file: string;
}

const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/** True for a loopback socket address, IPv4-mapped ones included. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return /^(?:::ffff:)?127(?:\.\d{1,3}){3}$|^::1$/i.test(address ?? '');
}

/**
 * Why a server with these settings never trusts the development identity, or undefined when it may: only without
 * `FIREBASE_PROJECT_ID`, on a loopback `HOST`, outside `NODE_ENV=production`, with no `TRUST_PROXY` and with
 * `DEVELOPMENT_IDENTITY` left on.
 */
export function developmentIdentityRefusal(
  config: Pick<
    ServerConfig,
    'firebaseProjectId' | 'host' | 'production' | 'proxyHops' | 'developmentIdentity'
  >,
): string | undefined {
  if (config.firebaseProjectId) return 'FIREBASE_PROJECT_ID is set';
  if (!LOOPBACK_HOST.test(config.host)) return `HOST ${config.host} is not a loopback address`;
  if (config.production) return 'NODE_ENV is production';
  if (config.proxyHops > 0) return 'TRUST_PROXY is set';
  if (!config.developmentIdentity) return 'DEVELOPMENT_IDENTITY is false';
  return undefined;
}

/** The development identity of `dataDir`: its secret, generated into the folder on first use. */
export async function loadDevelopmentIdentity(dataDir: string): Promise<DevelopmentIdentity> {
  const { secret, file } = await loadSecretFile(dataDir, DEVELOPMENT_SECRET_FILE);
  if (!/^[0-9a-f]{64}$/.test(secret)) throw new Error(`${file} is not 64 hex digits; delete the file.`);
  return { kind: 'development', secret, file };
}

/**
 * The development token of `name` on the server whose data folder is `dataDir`, read from its secret file;
 * undefined when the file is missing (that server has not started yet).
 *
 * @example
 * developmentToken(config.dataDir, 'simulated-user'); // 'dev:simulated-user.3f9c…' (64 hex digits)
 */
export function developmentToken(dataDir: string, name: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(join(dataDir, DEVELOPMENT_SECRET_FILE), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return `${DEV_TOKEN_PREFIX}${name}.${secret}`;
}

/** The user id a development token names when it carries `identity`'s secret; undefined otherwise. */
export function developmentUser(identity: DevelopmentIdentity, token: string): string | undefined {
  const match = DEV_TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(identity.secret);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? `${DEV_TOKEN_PREFIX}${match[1]}`
    : undefined;
}
