import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES } from '../errors.js';
import { THROTTLE_RULES, type Throttle } from '../throttle.js';
import { isKnownDevice } from './device-cookie.js';

/**
 * Takes a slot of each allowance a sign-in counts against, or throws 429: the client's, and the username's unless
 * this browser holds the admin's device cookie (failures from elsewhere must not lock out a browser that signed in
 * before). Each attempt takes its slots first, so that parallel guesses cannot slip past a limit; answers a
 * function that gives them back, for a successful sign-in, so that only failures count.
 *
 * @example
 * const release = await takeSignInSlots(c, throttle, deviceKey, username);
 */
export async function takeSignInSlots(
  c: Context<AppEnv>,
  throttle: Throttle,
  deviceKey: string,
  username: string,
): Promise<() => Promise<void>> {
  const message = ERROR_MESSAGES.tooManyFailedSignIns;
  const slots = [await throttle.take(THROTTLE_RULES.failedAdminLoginPerClient, c.get('clientKey'), message)];
  if (!(await isKnownDevice(c, deviceKey, username))) {
    try {
      const key = `user:${username.toLowerCase()}`;
      slots.push(await throttle.take(THROTTLE_RULES.failedAdminLoginPerUsername, key, message));
    } catch (error) {
      await throttle.release(slots[0] as string);
      throw error;
    }
  }
  return async () => {
    await Promise.all(slots.map((slot) => throttle.release(slot)));
  };
}
