import { describe, expect, it } from 'vitest';
import { clientAddress, clientKeysOf, UNKNOWN_CLIENT } from './client-key.js';

describe('clientKeysOf: the client', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]:51234', '2001:db8:1:2::/64'],
    ['192.0.2.7:51234', '192.0.2.7'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['::', '::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:0207', '192.0.2.7'],
    ['0:0:0:0:0:ffff:192.0.2.7', '192.0.2.7'],
    ['64:ff9b::192.0.2.7', '64:ff9b::/64'],
  ])('%s → %s', (address, key) => {
    expect(clientKeysOf(address).client).toBe(key);
  });

  it.each([
    undefined,
    null,
    '',
    'localhost',
    '999.1.1.1',
    '2001:db8::1::2',
    'unix:/tmp/socket',
    '1.2.3.4, 5.6.7.8',
  ])('%s → unknown', (address) => {
    expect(clientKeysOf(address).client).toBe(UNKNOWN_CLIENT);
  });
});

describe('clientKeysOf', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', { client: '2001:db8:1:2::/64', network: '2001:db8:1::/48' }],
    ['2001:db8:1:ffff::1', { client: '2001:db8:1:ffff::/64', network: '2001:db8:1::/48' }],
    ['2001:db8:2::1', { client: '2001:db8:2::/64', network: '2001:db8:2::/48' }],
    ['203.0.113.7', { client: '203.0.113.7', network: '203.0.113.7' }],
    ['::ffff:192.0.2.7', { client: '192.0.2.7', network: '192.0.2.7' }],
    ['nonsense', { client: UNKNOWN_CLIENT, network: UNKNOWN_CLIENT }],
  ])('%s → %j', (address, keys) => {
    expect(clientKeysOf(address)).toEqual(keys);
  });
});

describe('clientAddress', () => {
  const socketAddress = '10.0.0.2';

  it('is the socket address unless a proxy is trusted', () => {
    expect(clientAddress({ socketAddress, forwardedFor: '198.51.100.1', proxyHops: 0 })).toBe(socketAddress);
    expect(clientAddress({ socketAddress, forwardedFor: undefined, proxyHops: 1 })).toBe(socketAddress);
    expect(clientAddress({ socketAddress, forwardedFor: ' , ', proxyHops: 1 })).toBe(socketAddress);
  });

  it('is the hop the trusted proxy added, not what the client wrote before it', () => {
    expect(clientAddress({ socketAddress, forwardedFor: '198.51.100.1', proxyHops: 1 })).toBe('198.51.100.1');
    expect(clientAddress({ socketAddress, forwardedFor: '6.6.6.6, 198.51.100.1 ', proxyHops: 1 })).toBe(
      '198.51.100.1',
    );
  });

  it('behind two proxies is the entry the farther one added, not the address of the nearer one', () => {
    const chain = '6.6.6.6, 198.51.100.1, 203.0.113.9';
    expect(clientAddress({ socketAddress, forwardedFor: chain, proxyHops: 2 })).toBe('198.51.100.1');
    expect(clientAddress({ socketAddress, forwardedFor: chain, proxyHops: 3 })).toBe('6.6.6.6');
    expect(clientAddress({ socketAddress, forwardedFor: '198.51.100.1', proxyHops: 2 })).toBe('198.51.100.1');
  });
});
