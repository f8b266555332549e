import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { ServerConfig } from '../config.js';

/** The file in the data folder that holds the generated VAPID key pair when the settings give none. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** The key pair that signs this server's pushes (RFC 8292), base64url, and whom push services may contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The alerts are on with these keys, or off for the reason given (said once at start). */
export type AlertsSetup = { on: true; keys: VapidKeys } | { on: false; reason: string };

/** Said at start when alerts are off. */
export const ALERTS_OFF_REASON =
  'Alerts are off: with DATABASE_URL every server must sign pushes with the same VAPID keys; set VAPID_PUBLIC_KEY ' +
  'and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys) to turn them on.';

/**
 * The VAPID keys of the settings; else, on the server's own store, the pair in `<dataDir>/vapid-keys.json`,
 * generated on first use and readable by its owner only (like the access-code secret); else (`DATABASE_URL` without
 * keys: servers generating their own would not match) alerts are off.
 *
 * @example
 * const alerts = await loadAlertsSetup(config);
 * if (!alerts.on) console.log(alerts.reason);
 */
export async function loadAlertsSetup(
  config: Pick<
    ServerConfig,
    'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject' | 'dataDir' | 'databaseUrl'
  >,
): Promise<AlertsSetup> {
  const subject = config.vapidSubject;
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return {
      on: true,
      keys: { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject },
    };
  }
  if (config.databaseUrl) return { on: false, reason: ALERTS_OFF_REASON };
  const file = join(config.dataDir, VAPID_KEYS_FILE);
  await mkdir(config.dataDir, { recursive: true });
  try {
    const generated = webpush.generateVAPIDKeys();
    await writeFile(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(
      `The VAPID keys in ${file} are unreadable; delete the file (browsers then subscribe again).`,
    );
  }
  return { on: true, keys: { publicKey: stored.publicKey, privateKey: stored.privateKey, subject } };
}
