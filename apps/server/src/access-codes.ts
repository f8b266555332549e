import { createHmac, randomInt } from 'node:crypto';
import {
  ACCESS_CODE_LENGTH,
  accessCodeReadings,
  CROCKFORD_ALPHABET,
  DEMO_ACCESS_CODE,
} from '@safety-companion/contract';
import type { ServerConfig } from './config.js';
import { loadSecretFile } from './secret-file.js';

/** The file in the data folder that holds the generated secret when `ACCESS_CODE_SECRET` is unset. */
export const SECRET_FILE = 'access-code.secret';

/**
 * A random access code: 6 characters of Crockford's base 32 (no I, L or O, which a text message's reader mistakes for
 * 1 and 0, and no U) from `crypto.randomInt`, never the site's built-in demo code (the site answers that one itself).
 *
 * @example
 * randomAccessCode(); // 'K7Q2ZD'
 */
export function randomAccessCode(): string {
  let code: string;
  do {
    code = Array.from(
      { length: ACCESS_CODE_LENGTH },
      () => CROCKFORD_ALPHABET[randomInt(CROCKFORD_ALPHABET.length)],
    ).join('');
  } while (code === DEMO_ACCESS_CODE);
  return code;
}

/**
 * The keyed hash (HMAC-SHA-256) an access code is stored and looked up as: without the secret, the store's
 * files cannot be searched for a code, and the codes cannot be read back from them.
 *
 * @example
 * hashAccessCode(secret, 'K7Q2ZD'); // '5f1c…' (64 hex digits)
 */
export function hashAccessCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/**
 * The hashes a lookup of `code` (tidied, as `AccessCode` parses it) tries in one read: the code as sent, then its
 * Crockford reading when that differs (`accessCodeReadings`), so that a look-alike typed for a new code finds it and a
 * code issued with O or I before the Crockford alphabet is still found as sent.
 *
 * @example
 * lookupHashes(secret, 'SLXO6T'); // [hashAccessCode(secret, 'SLXO6T'), hashAccessCode(secret, 'S1X06T')]
 */
export function lookupHashes(secret: string, code: string): string[] {
  return accessCodeReadings(code).map((reading) => hashAccessCode(secret, reading));
}

/**
 * `ACCESS_CODE_SECRET`, or else the secret in `<dataDir>/access-code.secret`, generated on first use and readable
 * by its owner only. Production sets the setting, so that the secret does not sit next to the data it protects.
 *
 * @example
 * const secret = await loadAccessCodeSecret(config);
 */
export async function loadAccessCodeSecret(config: Pick<ServerConfig, 'accessCodeSecret' | 'dataDir'>) {
  return config.accessCodeSecret ?? (await loadSecretFile(config.dataDir, SECRET_FILE)).secret;
}
