import { createECDH } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FEEDBACK_RETENTION_DAYS,
  STATUS_IDLE_DAYS,
  STATUS_RETENTION_HOURS,
} from '@safety-companion/contract';
import * as z from 'zod';
import { LOG_LEVELS } from './log.js';

/** The server package's folder: relative paths in the settings are resolved against it, wherever it is started. */
export const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A setting whose value breaks its rule; the message names the setting. */
export class ConfigError extends Error {
  override name = 'ConfigError' as const;
  readonly setting: string;

  constructor(setting: string, problem: string, options?: { cause?: unknown }) {
    super(`Invalid setting ${setting}: ${problem}`, options);
    this.setting = setting;
  }
}

/** True for a `ConfigError`, also one from another copy of this module. */
export function isConfigError(error: unknown): error is ConfigError {
  return error instanceof ConfigError || (error instanceof Error && error.name === 'ConfigError');
}

/** TRUST_PROXY: false (or 0), true (one proxy), or how many proxies, up to 10. */
const PROXY_HOPS = 'expected false, true, or how many proxies (0 to 10)';
const proxyHops = z
  .string()
  .trim()
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
  .pipe(
    z.union([z.int().min(0).max(10), z.stringbool().transform((on) => (on ? 1 : 0))], { error: PROXY_HOPS }),
  );

function wholeNumber(min: number, max: number) {
  const message = `expected a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\s*\d+\s*$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

const path = z
  .string()
  .trim()
  .min(1, 'expected a folder path')
  .transform((value) => resolve(SERVER_DIR, value));

/** An http(s) origin, written as its origin (no path, no trailing slash), with zod's own URL parsing. */
const notAnOrigin = (issue: { input: unknown }) =>
  `${JSON.stringify(issue.input)} is not an origin like https://example.org`;
const origin = z
  .url({ protocol: z.regexes.httpProtocol, error: notAnOrigin })
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, { error: notAnOrigin });

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(origin));

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(?:ql)?:\/\/[^/]/i.test(value) && URL.canParse(value), {
    error: 'expected a URL like postgres://user:password@host:5432/database',
  });

const host = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.:[\]%-]+$/, 'expected a host name or an IP address, like 127.0.0.1');

// `z.httpUrl()` also asks for a domain name, which would refuse an address such as 127.0.0.1 (the tests' key set):
// its protocol rule alone, with zod's own URL parsing.
const httpUrl = z.url({ protocol: z.regexes.httpProtocol, error: 'expected an http(s) URL' });

// Firebase project ids: 6 to 30 lower-case letters, digits and hyphens.
const projectId = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'expected a Firebase project id, like my-app-12345');

const secret = z.string().min(32, 'expected at least 32 characters (for example: openssl rand -hex 32)');

/** The browsers' push services: Google (Chrome, Edge on Android, …), Mozilla, Apple and Microsoft (Edge). */
export const PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

// An origin of a push service: https, a host name (a first label `*` stands for any subdomain), no path.
const PUSH_ORIGIN = /^https:\/\/(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$/;

const pushOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().toLowerCase().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().refine((value) => PUSH_ORIGIN.test(value) && URL.canParse(value.replace('*.', 'x.')), {
          error: (issue) =>
            `${JSON.stringify(issue.input)} is not an https origin like https://push.example.org or https://*.example.org`,
        }),
      )
      .min(1, 'expected at least one origin'),
  );

const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `expected ${what} (${bytes} bytes, base64url), as npx web-push generate-vapid-keys prints it`,
    );

// Apple's push service refuses any other subject.
const vapidSubject = z
  .string()
  .trim()
  .refine(
    (value) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^/\s]+.*)$/.test(value) && URL.canParse(value),
    'expected a mailto: or https: URL, like mailto:ops@example.org',
  );

/** True when `publicKey` is the P-256 public key of `privateKey` (both base64url). */
function isKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/** Google's published key set for Firebase ID tokens. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/**
 * A setting: read from the environment variable `name` (kept in the schema's metadata) and checked by `schema`;
 * `fallback` is checked in its place when the variable is unset.
 */
function setting<T>(name: string, schema: z.ZodType<T, string>, fallback: string) {
  return schema.prefault(fallback).meta({ env: name });
}

/** A setting that may stay unset. */
function optionalSetting<T>(name: string, schema: z.ZodType<T, string>) {
  return z.optional(schema).meta({ env: name });
}

/** Every setting, under its name in the config. */
const CONFIG = z.object({
  port: setting('PORT', wholeNumber(0, 65535), '8080'),
  host: setting('HOST', host, '127.0.0.1'),
  /** Where the embedded store keeps its files (and the lock that keeps a second server out). */
  dataDir: setting('DATA_DIR', path, './data'),
  /** A PostgreSQL server to keep everything in instead of the embedded store; several servers can share it. */
  databaseUrl: optionalSetting('DATABASE_URL', postgresUrl),
  /** Connections each server opens to `databaseUrl`. */
  databasePoolSize: setting('DATABASE_POOL_SIZE', wholeNumber(1, 1000), '10'),
  /**
   * The street map of the lookup's map: a PMTiles v3 file of vector tiles in the Protomaps basemap layout, served
   * from the site's own origin; unset, the map draws the position and trail on a plain background.
   */
  mapTiles: optionalSetting('MAP_TILES', path),
  /** The built site; it is served when the folder exists. */
  siteDir: setting('SITE_DIR', path, '../pwa/dist'),
  /** Origins allowed to call the API from a browser (CORS); none by default. */
  corsOrigins: setting('CORS_ORIGINS', origins, ''),
  /**
   * How many proxies in front of the server add to `X-Forwarded-For` (false: none, true: one): the client is the
   * entry the farthest of them added, that many from the end. Behind any, `X-Forwarded-Proto` and `-Host` are believed.
   */
  proxyHops: setting('TRUST_PROXY', proxyHops, 'false'),
  /** True behind at least one trusted proxy (`TRUST_PROXY`), for the headers that carry one value. */
  trustProxy: setting(
    'TRUST_PROXY',
    proxyHops.transform((hops) => hops > 0),
    'false',
  ),
  /** Failed lookups per hour, over all clients, above which a warning is logged. */
  failedLookupAlertPerHour: setting('FAILED_LOOKUP_ALERT_PER_HOUR', wholeNumber(1, 1_000_000_000), '200'),
  /** Failed lookups over all clients in 15 minutes past which every lookup must carry a proof of work. */
  guessBudgetPer15Minutes: setting('GUESS_BUDGET_PER_15_MINUTES', wholeNumber(1, 1_000_000_000), '1000'),
  /** The quietest level that still reaches the log (`info` logs every request). */
  logLevel: setting('LOG_LEVEL', z.enum(LOG_LEVELS, `expected one of ${LOG_LEVELS.join(', ')}`), 'info'),
  /** The Firebase project whose users' ID tokens the status calls accept; unset in development. */
  firebaseProjectId: optionalSetting('FIREBASE_PROJECT_ID', projectId),
  /** The key set that signs those ID tokens. */
  authJwksUrl: setting('AUTH_JWKS_URL', httpUrl, FIREBASE_JWKS_URL),
  /**
   * False keeps the local development identity off even where it would be trusted (without a Firebase project, on a
   * loopback `HOST`): see `developmentIdentityRefusal`.
   */
  developmentIdentity: setting(
    'DEVELOPMENT_IDENTITY',
    z.stringbool({ error: 'expected true or false' }),
    'true',
  ),
  /** True with `NODE_ENV=production`, where the development identity is never trusted. */
  production: setting(
    'NODE_ENV',
    z.string().transform((value) => value.trim() === 'production'),
    'development',
  ),
  /** The key of the access codes' keyed hash; unset: a secret generated once into the data folder. */
  accessCodeSecret: optionalSetting('ACCESS_CODE_SECRET', secret),
  /** Hours a stopped status's code answers 410, and an expired countdown stays visible after its end. */
  statusRetentionHours: setting(
    'STATUS_RETENTION_HOURS',
    wholeNumber(1, 24 * 366),
    String(STATUS_RETENTION_HOURS),
  ),
  /** Days without an update from the app after which a status ends as a stop would (the privacy policy states it). */
  statusIdleDays: setting('STATUS_IDLE_DAYS', wholeNumber(1, 3650), String(STATUS_IDLE_DAYS)),
  /** At most this many live-status streams open on this instance; past it, 503. */
  streamsMax: setting('STREAMS_MAX', wholeNumber(1, 1_000_000), '10000'),
  /** Seconds a live-status stream stays open at most; then the server closes it and its page reconnects at once. */
  streamMaxLifeSeconds: setting('STREAM_MAX_LIFE', wholeNumber(1, 86_400), '3600'),
  /** The VAPID key pair that signs pushes (base64url); unset: generated into the data folder, or alerts off. */
  vapidPublicKey: optionalSetting('VAPID_PUBLIC_KEY', base64urlBytes(65, 'a P-256 public key')),
  vapidPrivateKey: optionalSetting('VAPID_PRIVATE_KEY', base64urlBytes(32, 'a P-256 private key')),
  /** Whom push services may contact about this server's pushes: a `mailto:` or `https:` URL. */
  vapidSubject: setting('VAPID_SUBJECT', vapidSubject, 'mailto:webmaster@localhost'),
  /** The origins a subscription's endpoint may have (`https://*.host` for any subdomain of one). */
  pushServiceOrigins: setting('PUSH_SERVICE_ORIGINS', pushOrigins, PUSH_SERVICE_ORIGINS.join(',')),
  /** Days feedback is kept before the sweep deletes it (the privacy policy states the default). */
  feedbackRetentionDays: setting(
    'FEEDBACK_RETENTION_DAYS',
    wholeNumber(1, 36_500),
    String(FEEDBACK_RETENTION_DAYS),
  ),
});

/** The server's settings, read from the environment once at start. */
export type ServerConfig = z.output<typeof CONFIG>;

/** The environment variable of each setting, by its name in the config. */
const ENV_NAMES = new Map(
  Object.entries(CONFIG.shape).map(([key, schema]) => [key, String(schema.meta()?.env)]),
);

/** The environment variables the server reads, each once, in the order of the settings above. */
export const SETTING_NAMES: readonly string[] = [...new Set(ENV_NAMES.values())];

/**
 * Reads and checks the settings. Throws a `ConfigError` naming the first bad setting. Empty values count as unset.
 *
 * @example
 * const config = loadConfig({ PORT: '8099' }); // config.port === 8099, config.host === '127.0.0.1'
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const raw = (key: PropertyKey | undefined) => env[ENV_NAMES.get(String(key)) ?? ''];
  const present = [...ENV_NAMES.keys()].map((key) => [key, raw(key)?.trim() ? raw(key) : undefined]);
  const result = CONFIG.safeParse(Object.fromEntries(present));
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.path[0];
    throw new ConfigError(
      ENV_NAMES.get(String(key)) ?? 'unknown',
      `${issue?.message ?? 'invalid value'} (got ${JSON.stringify(raw(key))}).`,
      { cause: result.error },
    );
  }
  const config = result.data;
  // Several servers on one database must hash access codes alike: a secret generated by each would not match.
  if (config.databaseUrl && !config.accessCodeSecret) {
    throw new ConfigError(
      'ACCESS_CODE_SECRET',
      'required with DATABASE_URL, so that every server sharing the database hashes access codes with the same secret.',
    );
  }
  // Half a key pair signs nothing: say so rather than turn alerts off without a word.
  if (Boolean(config.vapidPublicKey) !== Boolean(config.vapidPrivateKey)) {
    const missing = config.vapidPublicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(missing, 'required with the other half of the VAPID key pair (or set neither).');
  }
  if (
    config.vapidPublicKey &&
    config.vapidPrivateKey &&
    !isKeyPair(config.vapidPublicKey, config.vapidPrivateKey)
  ) {
    throw new ConfigError('VAPID_PUBLIC_KEY', 'not the public key of VAPID_PRIVATE_KEY.');
  }
  return config;
}
