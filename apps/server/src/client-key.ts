import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

/** The key of a client whose address is unknown or unreadable; all such clients share one allowance. */
export const UNKNOWN_CLIENT = 'unknown';

/** Who a request is counted as: the client itself, and the network it belongs to (its IPv6 /48). */
export interface ClientKeys {
  client: string;
  network: string;
}

const ALL_BITS = (1n << 128n) - 1n;

/** The IPv6 prefix of the first `bits` bits, like 2001:db8:1::/48. */
function prefixOf(address: bigint, bits: number): string {
  const mask = (ALL_BITS << BigInt(128 - bits)) & ALL_BITS;
  return `${convertIPv6BinaryToString(address & mask)}/${bits}`;
}

/**
 * The keys a client is counted under for throttling. An IPv4 address is both client and network (one subscriber
 * rarely holds more than one); an IPv6 client is its /64 (one subscriber usually holds a whole /64) and its network
 * the /48 around it (what one site or one customer is usually given, 65,536 /64s); an IPv4-mapped IPv6 address
 * counts as the IPv4 address.
 *
 * @example
 * clientKeysOf('2001:db8:1:2:3:4:5:6'); // { client: '2001:db8:1:2::/64', network: '2001:db8:1::/48' }
 * clientKeysOf('::ffff:192.0.2.7'); // { client: '192.0.2.7', network: '192.0.2.7' }
 */
export function clientKeysOf(address: string | undefined | null): ClientKeys {
  // Some proxies add the client's port: 192.0.2.7:51234, [2001:db8::1]:51234.
  const text = (address ?? '')
    .trim()
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/^\[(.*)\](?::\d+)?$/, '$1')
    .replace(/%.*$/, '');
  const kind = distinctRemoteAddr(text);
  if (kind === 'IPv4') return { client: text, network: text };
  if (kind !== 'IPv6') return { client: UNKNOWN_CLIENT, network: UNKNOWN_CLIENT };
  let binary: bigint;
  try {
    binary = convertIPv6ToBinary(text);
  } catch {
    return { client: UNKNOWN_CLIENT, network: UNKNOWN_CLIENT };
  }
  if (isIPv4MappedIPv6(binary)) {
    const ipv4 = convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
    return { client: ipv4, network: ipv4 };
  }
  return { client: prefixOf(binary, 64), network: prefixOf(binary, 48) };
}

/**
 * The address a request came from: the socket's, or, behind `proxyHops` trusted proxies, the `X-Forwarded-For`
 * entry that many from the end: the one the farthest trusted proxy added (entries before it are whatever the client
 * chose to send; those after it, the addresses of the proxies behind it). A shorter chain (a request that reached the
 * server past the farthest proxy) gives its first entry.
 *
 * @example
 * // Two proxies: the farther adds the client, the nearer then adds the farther.
 * clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.1, 203.0.113.9', proxyHops: 2 }); // '198.51.100.1'
 */
export function clientAddress(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  proxyHops: number;
}): string | undefined {
  if (options.proxyHops > 0 && options.forwardedFor) {
    const hops = options.forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const client = hops.at(Math.max(0, hops.length - options.proxyHops));
    if (client) return client;
  }
  return options.socketAddress;
}
