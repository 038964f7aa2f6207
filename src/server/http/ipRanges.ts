import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';

/**
 * IP addresses and CIDR ranges (TRUST_PROXY), on ipaddr.js: the parser that Express's proxy-addr
 * uses. Pure functions, shared by the configuration schema and the request layer.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;
/** A parsed range: its network address and prefix length. */
export type IpRange = [Address, number];

/**
 * Parses an IPv4 or IPv6 address the way it travels in headers and socket addresses: IPv4 only in
 * four-part decimal (no `127.1`, no octal or hex), IPv4-mapped IPv6 (`::ffff:10.0.0.1`, as a
 * dual-stack socket reports IPv4 peers) as the IPv4 address. Null when it is not one.
 */
export function parseAddress(value: string): Address | null {
  const text = value.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/**
 * Canonical texts already worked out ('' for "not an address"): every request asks for its peer's
 * (the rate limits, the client address, the provider's forwarded chain), and peers repeat.
 */
const canonical = new LRUCache<string, string>({ max: 10_000 });

/** The canonical text of an address (IPv4 dotted, IPv6 compressed), or null when it is not one. */
export function normalizeAddress(value: string): string | null {
  let text = canonical.get(value);
  if (text === undefined) {
    text = parseAddress(value)?.toString() ?? '';
    canonical.set(value, text);
  }
  return text || null;
}

/**
 * Parses one range: `10.0.0.0/8`, `2001:db8::/32`, or a single address (`127.0.0.1` is
 * `127.0.0.1/32`, `::1` is `::1/128`). Null when it is neither.
 */
export function parseRange(entry: string): IpRange | null {
  const text = entry.trim();
  const slash = text.indexOf('/');
  if (slash === -1) {
    const address = parseAddress(text);
    return address ? [address, address.kind() === 'ipv4' ? 32 : 128] : null;
  }
  const bitsText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bitsText)) return null;
  const bits = Number(bitsText);
  const addressText = text.slice(0, slash);
  if (ipaddr.IPv4.isValidFourPartDecimal(addressText)) {
    return bits <= 32 ? [ipaddr.IPv4.parse(addressText), bits] : null;
  }
  if (ipaddr.IPv6.isValid(addressText) && !addressText.includes('%')) {
    return bits <= 128 ? [ipaddr.IPv6.parse(addressText), bits] : null;
  }
  return null;
}

/** The canonical text of a range, e.g. `10.0.0.0/8` for `10.1.2.3/8`. */
export function formatRange([address, bits]: IpRange): string {
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** True when the address lies in one of the ranges (an IPv4 range never matches IPv6, and back). */
export function inRanges(address: string, ranges: readonly IpRange[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return ranges.some(([network, bits]) => {
    if (network.kind() !== parsed.kind()) return false;
    return parsed.match(network, bits);
  });
}

/**
 * The key one client is counted under by a limit: its IPv4 address, or its IPv6 /64 (a home or
 * a phone gets a whole /64 and picks addresses in it freely, so counting single IPv6 addresses
 * would let one client look like millions). Anything else as given.
 */
export function clientKey(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
