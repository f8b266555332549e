import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@safety-companion/contract';
import type { PasswordHash } from '../store/store.js';

/**
 * The scrypt cost of new hashes: N = 2^15, r = 8 (32 MiB, some 50–100 ms per check here). Each row keeps its own
 * parameters, so raising these later leaves older hashes checkable.
 */
export const SCRYPT_COST: ScryptCost = { n: 2 ** 15, r: 8, p: 1 };

/** scrypt's parameters: CPU/memory cost `n`, block size `r`, parallelism `p`. */
export interface ScryptCost {
  n: number;
  r: number;
  p: number;
}
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** Why a new admin password is refused, or undefined when it is long enough. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`;
  }
  return undefined;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, bytes: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // The same text typed on another keyboard can arrive composed differently: NFC makes it one string.
    scrypt(
      password.normalize('NFC'),
      salt,
      bytes,
      { N: cost.n, r: cost.r, p: cost.p, maxmem: 256 * cost.n * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * A salted scrypt hash of a password, with its parameters (`SCRYPT_COST` unless a test asks for a cheaper one).
 *
 * @example
 * await store.putAdmin('admin', await hashPassword('correct horse battery'), new Date());
 */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<PasswordHash> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost, KEY_BYTES);
  return { hash, salt, n: cost.n, r: cost.r, p: cost.p };
}

/** True when the password gives the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const key = await derive(password, stored.salt, stored, stored.hash.length);
  return timingSafeEqual(key, stored.hash);
}

const decoys = new Map<string, Promise<PasswordHash>>();

/**
 * A hash no password matches, at the cost accounts are hashed with; checked when the username does not exist, so
 * that a wrong username costs the same time as a wrong password and the timing tells nothing about who exists.
 */
export function decoyHash(cost: ScryptCost = SCRYPT_COST): Promise<PasswordHash> {
  const key = `${cost.n}:${cost.r}:${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(32).toString('base64'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
