import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// AES-256-GCM: a 12-byte nonce, then the 16-byte tag, then the ciphertext.
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(accessCodeSecret: string): Buffer {
  return createHmac('sha256', accessCodeSecret).update('alert access codes').digest();
}

/**
 * An access code sealed for an alert subscription, for the link of its notifications: AES-256-GCM under a key
 * derived from the access-code secret, bound to the status (its id is the associated data). The store keeps codes
 * only as their keyed hash; a sealed code is no more exposed than that hash, since whoever has the secret can also
 * test all 32^6 codes against a hash. It is deleted with the subscription, when the status ends.
 *
 * @example
 * const sealed = sealAccessCode(secret, status.id, 'K7Q2ZD');
 * openAccessCode(secret, status.id, sealed); // 'K7Q2ZD'
 */
export function sealAccessCode(accessCodeSecret: string, statusId: string, code: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(accessCodeSecret), nonce);
  cipher.setAAD(Buffer.from(statusId));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

/** The code `sealAccessCode` sealed; throws when it was sealed under another secret or for another status. */
export function openAccessCode(accessCodeSecret: string, statusId: string, sealed: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(accessCodeSecret), sealed.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(statusId));
  decipher.setAuthTag(sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
