import { createPublicKey } from 'node:crypto';

/**
 * True when an endpoint's origin is one of `origins` (`https://*.host` matches any subdomain of host): the server
 * posts only to the push services it was told of, never to an address a client chose.
 *
 * @example
 * isPushServiceOrigin(['https://*.notify.windows.com'], 'https://wns2-par02p.notify.windows.com/w/?token=…'); // true
 */
export function isPushServiceOrigin(origins: readonly string[], endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const { origin, protocol, host, username, password } = new URL(endpoint);
  if (protocol !== 'https:' || username || password) return false;
  return origins.some((allowed) => {
    if (!allowed.startsWith('https://*.')) return allowed === origin;
    const suffix = allowed.slice('https://*'.length);
    return host.endsWith(suffix) && host.length > suffix.length;
  });
}

/**
 * True when a base64url key is an uncompressed point of P-256 (RFC 8291's `p256dh`): encrypting for a key off the
 * curve would fail at every push.
 *
 * @example
 * isP256Point(subscription.keys.p256dh);
 */
export function isP256Point(key: string): boolean {
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    const x = point.subarray(1, 33).toString('base64url');
    const y = point.subarray(33).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
