// The client's address behind proxies, read as Express's `trust proxy` reads it: every proxy appends to
// X-Forwarded-For the address it received the request from, so the chain is walked from the socket's peer leftwards
// and stops at the first hop that is not a trusted proxy. Entries left of that hop were written by the client. An
// entry's port and an IPv6 address's brackets are dropped first (withoutPort).
import { BlockList, isIP } from 'node:net';

/** Whether hop `index` (0: the socket's peer, 1: the right-most X-Forwarded-For entry, …) is a trusted proxy. */
export type TrustProxy = (address: string, index: number) => boolean;

/** The names Express accepts for the usual private ranges. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * TRUST_PROXY: `false` or empty (the socket's address), `true` (every hop: the left-most entry), a number of hops
 * (`1`: one reverse proxy), or comma-separated addresses, CIDR ranges and range names.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false') return () => false;
  if (value === 'true') return () => true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, index) => index < hops;
  }
  const trusted = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(trusted, range, entry);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

function addRange(list: BlockList, range: string, entry: string): void {
  const [address = '', prefix, extra] = range.split('/');
  const version = isIP(address);
  const bits = version === 4 ? 32 : 128;
  const length = prefix === undefined ? bits : /^\d+$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (version === 0 || extra !== undefined || !(length >= 0 && length <= bits)) {
    throw new Error(
      `TRUST_PROXY: "${entry}" is not true, false, a number of hops, an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
    );
  }
  list.addSubnet(address, length, version === 4 ? 'ipv4' : 'ipv6');
}

/** The right-most address of the chain that is not a trusted proxy; the left-most when every hop is trusted. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const peer = socketAddress ?? 'unknown';
  if (!forwardedFor || !trust(peer, 0)) return peer;
  const entries = forwardedFor
    .split(',')
    .map((entry) => withoutPort(entry.trim()))
    .filter(Boolean);
  for (let index = 1; index < entries.length; index++) {
    const address = entries[entries.length - index] as string;
    if (!trust(address, index)) return address;
  }
  return entries[0] ?? peer;
}

/** A port: 1 to 5 digits. */
const PORT = /^\d{1,5}$/;

/**
 * An X-Forwarded-For entry as an address alone. Some proxies write the client's port (`198.51.100.45:1001`) and an IPv6
 * address in brackets (`[2001:db8::1]`, `[2001:db8::1]:1001`, as RFC 7239 writes a node): a client must not become
 * another one with each port it opens. Anything else (an IPv6 address as it is, a name) is kept as it is.
 */
export function withoutPort(entry: string): string {
  if (entry.startsWith('[')) {
    const close = entry.indexOf(']');
    const address = entry.slice(1, close);
    const rest = entry.slice(close + 1);
    const portOrNothing = rest === '' || (rest.startsWith(':') && PORT.test(rest.slice(1)));
    return close > 0 && portOrNothing && isIP(address.split('%')[0] as string) === 6 ? address : entry;
  }
  const colon = entry.indexOf(':');
  // Most entries are IPv4 addresses without a port: nothing to parse.
  if (colon < 0 || colon !== entry.lastIndexOf(':')) return entry;
  const address = entry.slice(0, colon);
  return isIP(address) === 4 && PORT.test(entry.slice(colon + 1)) ? address : entry;
}

/**
 * The key a client is counted under by the rate limits, as network operators count clients: an IPv4 address as it
 * is (an IPv4-mapped IPv6 address, `::ffff:10.3.3.3`, is that IPv4 address), an IPv6 address by its network of
 * `ipv6PrefixBits` (a /64 by default: one subscriber's network, which holds 2^64 addresses for one client to rotate
 * through), written `2001:db8:1:2::/64`. Anything else (no address) is counted as it is.
 */
export function rateLimitKey(address: string, ipv6PrefixBits: number): string {
  // Most clients are IPv4: nothing to parse.
  if (!address.includes(':')) return address;
  const bytes = ipv6Bytes(address);
  if (bytes === null) return address;
  if (isIpv4Mapped(bytes)) return `${bytes[12]}.${bytes[13]}.${bytes[14]}.${bytes[15]}`;
  for (let bit = ipv6PrefixBits; bit < 128; bit++) bytes[bit >> 3] = (bytes[bit >> 3] as number) & ~(0x80 >> (bit & 7));
  return `${ipv6Text(bytes)}/${ipv6PrefixBits}`;
}

function isIpv4Mapped(bytes: Uint8Array): boolean {
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return false;
  return bytes[10] === 0xff && bytes[11] === 0xff;
}

/** The 16 bytes of an IPv6 address (a zone index ignored, a trailing dotted IPv4 read), or null when it is none. */
function ipv6Bytes(text: string): Uint8Array | null {
  const address = text.split('%')[0] as string;
  if (isIP(address) !== 6) return null;
  const groups: number[] = [];
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const read = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = read(head);
  const after = tail === undefined ? [] : read(tail);
  groups.push(...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after);
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[2 * i] = group >> 8;
    bytes[2 * i + 1] = group & 0xff;
  });
  return bytes;
}

/** An IPv6 address's canonical text (RFC 5952: lower case, no leading zeros, the longest run of zeros as `::`). */
function ipv6Text(bytes: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] as number) << 8) | (bytes[2 * i + 1] as number));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
