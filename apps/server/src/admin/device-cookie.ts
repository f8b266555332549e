import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../context.js';
import { isHttpsRequest } from '../request.js';

const DAY = 24 * 60 * 60_000;

/**
 * The admin's device cookie (OWASP's "device cookies" against lockout): set at a successful sign-in and kept after
 * sign-out, it tells a later sign-in that this browser has signed in as this admin before, so that failures from
 * elsewhere, which lock the username, do not lock out this browser. Only the per-client limit then applies to it.
 */
export const ADMIN_DEVICE = {
  cookie: 'admin_device',
  /** Only the sign-in reads it. */
  path: '/api/admin/login',
  /** A year; browsers keep a cookie at most 400 days. */
  maxAgeMs: 365 * DAY,
} as const;

/**
 * The key that signs device cookies, derived from the access-code secret, which every server sharing a database
 * shares, so that a cookie one server signed is good on all of them.
 */
export function deviceCookieKey(accessCodeSecret: string): string {
  return createHmac('sha256', accessCodeSecret).update('admin device cookies').digest('base64url');
}

/** Sets the device cookie for this admin: signed (HMAC-SHA-256, Hono's), HttpOnly, SameSite=Strict. */
export async function setDeviceCookie(
  c: Context<AppEnv>,
  key: string,
  username: string,
  trustProxy: boolean,
) {
  await setSignedCookie(c, ADMIN_DEVICE.cookie, username.toLowerCase(), key, {
    httpOnly: true,
    sameSite: 'Strict',
    path: ADMIN_DEVICE.path,
    secure: isHttpsRequest(c, trustProxy),
    maxAge: ADMIN_DEVICE.maxAgeMs / 1000,
  });
}

/** True when the request carries a device cookie this server signed for this username. */
export async function isKnownDevice(c: Context<AppEnv>, key: string, username: string): Promise<boolean> {
  const signedFor = await getSignedCookie(c, key, ADMIN_DEVICE.cookie);
  return typeof signedFor === 'string' && signedFor === username.toLowerCase();
}
