import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, rateLimitKey } from './client-address.js';

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
  // A port, and an IPv6 address's brackets, are not part of the client (nor of a trusted proxy's own entry).
  ['1', '127.0.0.1', '198.51.100.45:1001', '198.51.100.45'],
  ['1', '127.0.0.1', '[2001:db8::7]:1001', '2001:db8::7'],
  ['1', '127.0.0.1', '[2001:db8::7]', '2001:db8::7'],
  ['1', '127.0.0.1', '[::ffff:198.51.100.45]:80', '::ffff:198.51.100.45'],
  ['loopback', '127.0.0.1', '198.51.100.7, 127.0.0.1:8080, [::1]:443', '198.51.100.7'],
  // Not an address with a port: kept as written.
  ['1', '127.0.0.1', '2001:db8::7', '2001:db8::7'],
  ['1', '127.0.0.1', '198.51.100.45:http', '198.51.100.45:http'],
  ['1', '127.0.0.1', '198.51.100.45:123456', '198.51.100.45:123456'],
  ['1', '127.0.0.1', '[2001:db8::7]x', '[2001:db8::7]x'],
  ['1', '127.0.0.1', '[198.51.100.45]:80', '[198.51.100.45]:80'],
  ['1', '127.0.0.1', 'host.example:80', 'host.example:80'],
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

describe('rateLimitKey', () => {
  it('counts an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitKey('10.3.3.3', 64)).toBe('10.3.3.3');
    expect(rateLimitKey('::ffff:10.3.3.3', 64)).toBe('10.3.3.3');
    expect(rateLimitKey('::FFFF:0a03:0303', 64)).toBe('10.3.3.3');
  });

  it('counts an IPv6 client by its /64: every address of one network is one client', () => {
    const keys = new Set(
      Array.from({ length: 25 }, (_, i) => rateLimitKey(`2001:db8:1:2:${i.toString(16)}:ffff:1234:${i}`, 64)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(rateLimitKey('2001:0DB8:0001:0003::1', 64)).toBe('2001:db8:1:3::/64');
    expect(rateLimitKey('fe80::1%eth0', 64)).toBe('fe80::/64');
    expect(rateLimitKey('::1', 64)).toBe('::/64');
  });

  it('takes another prefix length (RATE_LIMIT_IPV6_PREFIX), 128 counting each address apart', () => {
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6', 48)).toBe('2001:db8:1::/48');
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6', 56)).toBe('2001:db8:1::/56');
    expect(rateLimitKey('2001:db8:1:2ff:3:4:5:6', 56)).toBe('2001:db8:1:200::/56');
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6', 128)).toBe('2001:db8:1:2:3:4:5:6/128');
    expect(rateLimitKey('2001:db8::3:4:5:6', 128)).toBe('2001:db8::3:4:5:6/128');
  });

  it('counts what is no address (a proxy that wrote a name) as it is', () => {
    expect(rateLimitKey('unknown', 64)).toBe('unknown');
    expect(rateLimitKey('not:an:address', 64)).toBe('not:an:address');
  });
});
