import { isIPv4, isIPv6 } from 'node:net';

/** The key of a client whose address is unknown or unreadable; all such clients share one allowance. */
export const UNKNOWN_CLIENT = 'unknown';

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  // An embedded IPv4 tail (::ffff:192.0.2.7) becomes the two groups it stands for.
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  let text = address;
  if (isIPv4(last)) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    text = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const [head = '', rest] = text.split('::');
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...new Array<number>(Math.max(zeros, 0)).fill(0), ...right];
  return groups.length === 8 ? groups : undefined;
}

/**
 * The key a client is counted under for throttling: an IPv4 address as it is, an IPv6 address by its /64 prefix
 * (one subscriber usually holds a whole /64), and an IPv4-mapped IPv6 address as the IPv4 address.
 *
 * @example
 * clientKeyOf('2001:db8:1:2:3:4:5:6'); // '2001:db8:1:2::/64'
 * clientKeyOf('::ffff:192.0.2.7'); // '192.0.2.7'
 */
export function clientKeyOf(address: string | undefined | null): string {
  // Some proxies add the client's port: 192.0.2.7:51234, [2001:db8::1]:51234.
  const text = (address ?? '')
    .trim()
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/^\[(.*)\](?::\d+)?$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return UNKNOWN_CLIENT;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The address a request came from: the socket's, or, behind a trusted proxy, the last `X-Forwarded-For` entry
 * (the one the proxy added; entries before it are whatever the client chose to send).
 *
 * @example
 * clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '198.51.100.1, 203.0.113.9', trustProxy: true }); // '203.0.113.9'
 */
export function clientAddress(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustProxy: boolean;
}): string | undefined {
  if (options.trustProxy && options.forwardedFor) {
    const hops = options.forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return options.socketAddress;
}
