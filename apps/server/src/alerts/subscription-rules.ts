import { createPublicKey } from 'node:crypto';

// A host as the endpoint must write it: a plain DNS name (letters, digits, hyphens, dots), perhaps with a port.
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

/**
 * The endpoint in its one reading when it is an address of one of `origins` (`https://*.host`: any subdomain of
 * host), else undefined. The text between `https://` and the first `/` must be exactly an allowed host: any other
 * character there (a backtick, user info, another port) is refused, since the push library reads addresses with
 * Node's legacy parser, which may see another host in it than the WHATWG parser does. Scheme and host are lower
 * case in the answer, so case variants of one endpoint are one subscription; the path, the push service's token,
 * keeps its case.
 *
 * @example
 * pushServiceEndpoint(['https://*.notify.windows.com'], 'https://WNS2-par02p.notify.windows.com/w/?token=…');
 * // 'https://wns2-par02p.notify.windows.com/w/?token=…'
 * pushServiceEndpoint(['https://*.notify.windows.com'], 'https://localhost`.notify.windows.com/x'); // undefined
 */
export function pushServiceEndpoint(origins: readonly string[], endpoint: string): string | undefined {
  const parts = /^https:\/\/([^/]*)(\/.*)$/is.exec(endpoint);
  const host = parts?.[1]?.toLowerCase();
  if (!parts || !host || !PLAIN_HOST.test(host)) return undefined;
  const allowed = origins.some((origin) => {
    const allowedHost = origin.slice('https://'.length);
    if (!allowedHost.startsWith('*.')) return host === allowedHost;
    const suffix = allowedHost.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length && !host.includes(':');
  });
  const normalised = `https://${host}${parts[2]}`;
  return allowed && URL.canParse(normalised) ? normalised : undefined;
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
