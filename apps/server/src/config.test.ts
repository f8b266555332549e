import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  FEEDBACK_RETENTION_DAYS,
  STATUS_IDLE_DAYS,
  STATUS_RETENTION_HOURS,
} from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { builtCommand } from '../test/main-process.js';
import {
  ConfigError,
  FIREBASE_JWKS_URL,
  isConfigError,
  loadConfig,
  PUSH_SERVICE_ORIGINS,
  SERVER_DIR,
  SETTING_NAMES,
} from './config.js';

const VAPID = webpush.generateVAPIDKeys();

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(SERVER_DIR, 'data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      siteDir: join(SERVER_DIR, '..', 'pwa', 'dist'),
      corsOrigins: [],
      proxyHops: 0,
      trustProxy: false,
      failedLookupAlertPerHour: 200,
      guessBudgetPer15Minutes: 1000,
      logLevel: 'info',
      firebaseProjectId: undefined,
      authJwksUrl: FIREBASE_JWKS_URL,
      developmentIdentity: true,
      production: false,
      accessCodeSecret: undefined,
      statusRetentionHours: STATUS_RETENTION_HOURS,
      statusIdleDays: STATUS_IDLE_DAYS,
      streamsMax: 10_000,
      streamMaxLifeSeconds: 3600,
      feedbackRetentionDays: FEEDBACK_RETENTION_DAYS,
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: 'mailto:webmaster@localhost',
      pushServiceOrigins: [...PUSH_SERVICE_ORIGINS],
    });
    expect(SERVER_DIR).toMatch(/apps[/\\]server$/);
  });

  it('reads every setting', () => {
    expect(
      loadConfig({
        PORT: '8099',
        HOST: '::',
        DATA_DIR: '/var/lib/safety',
        DATABASE_URL: 'postgres://safety:pw@db.internal:5432/safety',
        DATABASE_POOL_SIZE: '20',
        SITE_DIR: 'site',
        CORS_ORIGINS: 'https://a.example.org, http://localhost:5173/',
        TRUST_PROXY: 'TRUE',
        FAILED_LOOKUP_ALERT_PER_HOUR: '50',
        GUESS_BUDGET_PER_15_MINUTES: '300',
        LOG_LEVEL: 'warn',
        FIREBASE_PROJECT_ID: 'beacon-prod-42',
        AUTH_JWKS_URL: 'http://127.0.0.1:4161/jwks',
        DEVELOPMENT_IDENTITY: 'false',
        NODE_ENV: 'production',
        ACCESS_CODE_SECRET: 'k'.repeat(32),
        STATUS_RETENTION_HOURS: '48',
        STATUS_IDLE_DAYS: '3',
        STREAMS_MAX: '500',
        STREAM_MAX_LIFE: '600',
        FEEDBACK_RETENTION_DAYS: '30',
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: 'https://ops.example.org/contact',
        PUSH_SERVICE_ORIGINS: 'https://push.example.org, https://*.push.example.net/',
      }),
    ).toEqual({
      port: 8099,
      host: '::',
      dataDir: '/var/lib/safety',
      databaseUrl: 'postgres://safety:pw@db.internal:5432/safety',
      databasePoolSize: 20,
      siteDir: join(SERVER_DIR, 'site'),
      corsOrigins: ['https://a.example.org', 'http://localhost:5173'],
      proxyHops: 1,
      trustProxy: true,
      failedLookupAlertPerHour: 50,
      guessBudgetPer15Minutes: 300,
      logLevel: 'warn',
      firebaseProjectId: 'beacon-prod-42',
      authJwksUrl: 'http://127.0.0.1:4161/jwks',
      developmentIdentity: false,
      production: true,
      accessCodeSecret: 'k'.repeat(32),
      statusRetentionHours: 48,
      statusIdleDays: 3,
      streamsMax: 500,
      streamMaxLifeSeconds: 600,
      feedbackRetentionDays: 30,
      vapidPublicKey: VAPID.publicKey,
      vapidPrivateKey: VAPID.privateKey,
      vapidSubject: 'https://ops.example.org/contact',
      pushServiceOrigins: ['https://push.example.org', 'https://*.push.example.net'],
    });
  });

  it('counts the proxies in front of the server from TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '2' })).toMatchObject({ proxyHops: 2, trustProxy: true });
    expect(loadConfig({ TRUST_PROXY: 'on' })).toMatchObject({ proxyHops: 1, trustProxy: true });
    expect(loadConfig({ TRUST_PROXY: '0' })).toMatchObject({ proxyHops: 0, trustProxy: false });
  });

  it('takes empty values as unset', () => {
    expect(loadConfig({ PORT: '', TRUST_PROXY: ' ' })).toMatchObject({ port: 8080, trustProxy: false });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['PORT', '-1'],
    ['HOST', 'my host'],
    ['CORS_ORIGINS', 'example.org'],
    ['CORS_ORIGINS', 'https://a.example.org/path'],
    ['CORS_ORIGINS', '*'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '-1'],
    ['FAILED_LOOKUP_ALERT_PER_HOUR', '0'],
    ['FAILED_LOOKUP_ALERT_PER_HOUR', 'lots'],
    ['DATABASE_URL', 'mysql://db.internal/safety'],
    ['DATABASE_URL', 'db.internal'],
    ['DATABASE_POOL_SIZE', '0'],
    ['LOG_LEVEL', 'loud'],
    ['FIREBASE_PROJECT_ID', 'My Project'],
    ['AUTH_JWKS_URL', 'keys.json'],
    ['ACCESS_CODE_SECRET', 'short'],
    ['STATUS_RETENTION_HOURS', '0'],
    ['FEEDBACK_RETENTION_DAYS', '0'],
    ['FEEDBACK_RETENTION_DAYS', 'forever'],
    ['VAPID_SUBJECT', 'ops@example.org'],
    ['VAPID_SUBJECT', 'http://example.org'],
    ['PUSH_SERVICE_ORIGINS', 'http://push.example.org'],
    ['PUSH_SERVICE_ORIGINS', 'https://push.example.org/send'],
    ['PUSH_SERVICE_ORIGINS', 'https://*'],
    ['PUSH_SERVICE_ORIGINS', ','],
  ])('refuses %s=%j with a message naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(isConfigError(error)).toBe(true);
    expect((error as ConfigError).setting).toBe(name);
    expect((error as ConfigError).message).toMatch(
      new RegExp(`^Invalid setting ${name}: .+ \\(got ".*"\\)\\.$`),
    );
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(10) }, 'VAPID_PUBLIC_KEY', /P-256 public key/],
    [{ VAPID_PRIVATE_KEY: 'a'.repeat(20) }, 'VAPID_PRIVATE_KEY', /P-256 private key/],
    [{ VAPID_PUBLIC_KEY: VAPID.publicKey }, 'VAPID_PRIVATE_KEY', /the other half of the VAPID key pair/],
    [{ VAPID_PRIVATE_KEY: VAPID.privateKey }, 'VAPID_PUBLIC_KEY', /the other half of the VAPID key pair/],
    [
      { VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey },
      'VAPID_PUBLIC_KEY',
      /not the public key of VAPID_PRIVATE_KEY/,
    ],
  ])('refuses a VAPID key that is not half of one pair (%#)', (env, name, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(`Invalid setting ${name}:`);
  });

  it('requires ACCESS_CODE_SECRET with DATABASE_URL, so that every server hashes codes alike', () => {
    const env = { DATABASE_URL: 'postgres://db.internal/safety' };
    expect(() => loadConfig(env)).toThrow(
      'Invalid setting ACCESS_CODE_SECRET: required with DATABASE_URL, so that every server sharing the database ' +
        'hashes access codes with the same secret.',
    );
    expect(() => loadConfig({ ...env, ACCESS_CODE_SECRET: ' ' })).toThrow(ConfigError);
    expect(loadConfig({ ...env, ACCESS_CODE_SECRET: 's'.repeat(32) }).databaseUrl).toBe(env.DATABASE_URL);
  });
});

describe('.env.example', () => {
  it('names every setting the server reads, once, in the order of the settings, and no other', () => {
    const text = readFileSync(join(SERVER_DIR, '.env.example'), 'utf8');
    const named = [...text.matchAll(/^([A-Z0-9_]+)=/gm)].map(([, name]) => name);
    expect(named).toEqual(SETTING_NAMES);
    expect(SETTING_NAMES).toContain('TRUST_PROXY');
  });
});

describe('starting with a bad setting', () => {
  it.each([
    [{ PORT: 'eighty' }, 'Invalid setting PORT: expected a whole number from 0 to 65535 (got "eighty").'],
    [
      { DATABASE_URL: 'postgres://127.0.0.1:1/never-opened', ACCESS_CODE_SECRET: '' },
      'Invalid setting ACCESS_CODE_SECRET: required with DATABASE_URL',
    ],
  ])('stops with a message naming the setting (%j)', async (settings, message) => {
    const run = promisify(execFile)(process.execPath, builtCommand('main'), {
      env: { ...process.env, DATA_DIR: '/nonexistent/never-opened', ...settings },
      timeout: 20_000,
    });
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(message);
    expect(failure?.stdout).not.toContain('running at');
  });
});
