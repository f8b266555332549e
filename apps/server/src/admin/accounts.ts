import { AdminCredentials } from '@safety-companion/contract';
import * as z from 'zod/v4/core';
import type { Store } from '../store/store.js';
import { hashPassword, passwordProblem, SCRYPT_COST, type ScryptCost } from './passwords.js';

/** A username or password that `admin:create` refuses; the message says what to change. */
export class AdminInputError extends Error {
  override name = 'AdminInputError' as const;
}

/** True for an `AdminInputError`, also one from another copy of this module. */
export function isAdminInputError(error: unknown): error is AdminInputError {
  return error instanceof AdminInputError || (error instanceof Error && error.name === 'AdminInputError');
}

/**
 * Creates an admin, or gives an existing one a new password (which ends their sessions). The username follows the
 * login's rule (trimmed, 1–200 characters); the password needs at least 12 characters.
 *
 * @example
 * await createAdmin(store, { username: 'admin', password: 'correct horse battery' }, new Date());
 */
export async function createAdmin(
  store: Store,
  input: { username: string; password: string },
  at: Date,
  cost: ScryptCost = SCRYPT_COST,
): Promise<{ username: string; outcome: 'created' | 'updated' }> {
  const parsed = z.safeParse(AdminCredentials.shape.username, input.username);
  if (!parsed.success) {
    throw new AdminInputError(`Username: ${parsed.error.issues[0]?.message ?? 'invalid.'}`);
  }
  const problem = passwordProblem(input.password);
  if (problem) throw new AdminInputError(problem);
  const outcome = await store.putAdmin(parsed.data, await hashPassword(input.password, cost), at);
  return { username: parsed.data, outcome };
}
