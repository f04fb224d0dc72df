// The client's address behind proxies, read as Express's `trust proxy` reads it: every proxy appends to
// X-Forwarded-For the address it received the request from, so the chain is walked from the socket's peer leftwards
// and stops at the first hop that is not a trusted proxy. Entries left of that hop were written by the client.
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
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (let index = 1; index < entries.length; index++) {
    const address = entries[entries.length - index] as string;
    if (!trust(address, index)) return address;
  }
  return entries[0] ?? peer;
}
