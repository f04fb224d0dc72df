import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './client-address.js';

// [TRUST_PROXY, socket address, X-Forwarded-For, the client address the limiter must count]
const CASES: readonly (readonly [string, string | undefined, string | undefined, string])[] = [
  // Default: no proxy is trusted, whatever the header says.
  ['', '203.0.113.9', '9.9.9.9', '203.0.113.9'],
  ['false', '203.0.113.9', '9.9.9.9', '203.0.113.9'],
  ['0', '127.0.0.1', '9.9.9.9', '127.0.0.1'],
  // One reverse proxy on the same host: the entry it appended, never the one the client wrote before it.
  ['1', '127.0.0.1', '198.51.100.7', '198.51.100.7'],
  ['1', '127.0.0.1', '9.9.1.1, 198.51.100.7', '198.51.100.7'],
  ['1', '127.0.0.1', ' 9.9.1.1 ,198.51.100.7 ', '198.51.100.7'],
  ['1', '127.0.0.1', undefined, '127.0.0.1'],
  ['1', '127.0.0.1', '', '127.0.0.1'],
  ['1', '127.0.0.1', ' , ', '127.0.0.1'],
  // A CDN in front of the proxy: two hops.
  ['2', '127.0.0.1', '9.9.1.1, 198.51.100.7, 192.0.2.50', '198.51.100.7'],
  ['2', '127.0.0.1', '198.51.100.7', '198.51.100.7'],
  // Every hop trusted: the left-most entry (only when nothing else can write the header).
  ['true', '127.0.0.1', '9.9.1.1, 198.51.100.7', '9.9.1.1'],
  ['TRUE', '127.0.0.1', '9.9.1.1, 198.51.100.7', '9.9.1.1'],
  // Named ranges and CIDRs: walk left past every trusted address.
  ['loopback', '127.0.0.1', '9.9.1.1, 198.51.100.7, 127.0.0.1', '198.51.100.7'],
  ['loopback', '203.0.113.9', '198.51.100.7', '203.0.113.9'],
  ['loopback', '::1', '198.51.100.7', '198.51.100.7'],
  ['loopback', '::ffff:127.0.0.1', '198.51.100.7', '198.51.100.7'],
  ['uniquelocal', '10.1.2.3', '9.9.1.1, 198.51.100.7, 172.16.0.4, 192.168.1.1', '198.51.100.7'],
  ['uniquelocal', 'fd12::1', '2001:db8::7', '2001:db8::7'],
  ['linklocal', '169.254.10.1', '198.51.100.7', '198.51.100.7'],
  ['linklocal', 'fe80::1', '198.51.100.7', '198.51.100.7'],
  ['loopback, 192.0.2.0/24', '127.0.0.1', '9.9.1.1, 198.51.100.7, 192.0.2.50', '198.51.100.7'],
  ['192.0.2.0/24', '192.0.2.1', '198.51.100.7, 192.0.3.1', '192.0.3.1'],
  ['2001:db8::/32, 127.0.0.1', '127.0.0.1', '9.9.1.1, 2001:db8:1::5', '9.9.1.1'],
  ['2001:db8::/32', '2001:db9::1', '198.51.100.7', '2001:db9::1'],
  ['127.0.0.1', '127.0.0.2', '198.51.100.7', '127.0.0.2'],
  // What a trusted proxy wrote that is not an address is still the client, as in Express.
  ['loopback', '127.0.0.1', 'unknown', 'unknown'],
  ['1', undefined, '198.51.100.7', '198.51.100.7'], // a hop count trusts the peer whatever its address
  ['loopback', undefined, '198.51.100.7', 'unknown'],
];

describe('clientAddress', () => {
  it.each(CASES)('TRUST_PROXY=%j, socket %s, X-Forwarded-For %j: %s', (trust, socket, forwardedFor, expected) => {
    expect(clientAddress(socket, forwardedFor, parseTrustProxy(trust))).toBe(expected);
  });

  it('cannot be moved by any number of entries the client prepends behind one proxy', () => {
    const trust = parseTrustProxy('1');
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(clientAddress('127.0.0.1', `9.9.${i}.1, 127.0.0.1`, trust));
    expect([...seen]).toEqual(['127.0.0.1']);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    'yes',
    'on',
    '10.0.0.0/33',
    'fe80::/129',
    '10.0.0.0/8/1',
    '10.0.0.0/x',
    '300.1.1.1',
    'localhost',
    'loopback,',
    '-1',
    '1.5',
  ])('refuses %j naming TRUST_PROXY', (text) => {
    expect(() => parseTrustProxy(text)).toThrow(/TRUST_PROXY: ".*" is not/);
  });

  it('counts hops from the socket: hop 0 is the peer, hop n the n-th entry from the right', () => {
    const twoHops = parseTrustProxy('2');
    expect([0, 1, 2].map((index) => twoHops('198.51.100.7', index))).toEqual([true, true, false]);
  });
});
