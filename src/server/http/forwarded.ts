import '@/server/serverOnly';

import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

import { getConfig } from '@/server/config';

import { FORWARDED_FOR, FORWARDED_HOST, FORWARDED_PROTO } from './headers';
import { inRanges, normalizeAddress, parseRange, type IpRange } from './ipRanges';

/** A request as the server sees it: headers and the socket's peer. */
export interface PeerRequest {
  headers: IncomingHttpHeaders;
  socket?: Pick<IncomingMessage['socket'], 'remoteAddress'> | undefined;
}

const compiled = new WeakMap<readonly string[], IpRange[]>();

/** The parsed ranges of a TRUST_PROXY list (the configuration keeps them as canonical text). */
function rangesOf(list: readonly string[]): IpRange[] {
  let ranges = compiled.get(list);
  if (!ranges) {
    ranges = list.map(parseRange).filter((r): r is IpRange => r !== null);
    compiled.set(list, ranges);
  }
  return ranges;
}

/** True when the address is one of the trusted proxies of TRUST_PROXY. */
export function isTrustedProxy(
  address: string | undefined,
  trustProxy: readonly string[] = getConfig().trustProxy,
): boolean {
  return Boolean(address) && trustProxy.length > 0 && inRanges(address ?? '', rangesOf(trustProxy));
}

/** The values of a comma-separated, possibly repeated header, in order. */
function listOf(value: string | readonly string[] | undefined): string[] {
  const joined = typeof value === 'string' ? value : (value ?? []).join(',');
  return joined
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** One X-Forwarded-For hop as an address: `1.2.3.4`, `1.2.3.4:5678`, `[::1]:80` or `::1`. */
function hopAddress(hop: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed?.[1]) return normalizeAddress(bracketed[1]);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  if (v4WithPort?.[1]) return normalizeAddress(v4WithPort[1]);
  return normalizeAddress(hop);
}

/** The socket peer's address, canonical (an IPv4-mapped IPv6 peer as IPv4), or ''. */
export function peerAddress(req: PeerRequest): string {
  const raw = req.socket?.remoteAddress ?? '';
  return normalizeAddress(raw) ?? raw;
}

/**
 * The client's address, and what the client itself wrote in X-Forwarded-For. The client is the
 * socket's peer, unless that peer is a trusted proxy (TRUST_PROXY): then X-Forwarded-For is walked
 * from its right end (the hop the nearest proxy added) past every trusted proxy, and the first
 * address that is not one is the client, as Express's proxy-addr does; a malformed hop ends the
 * walk at the proxy that forwarded it. `claimed` is the part of X-Forwarded-For left of the client's
 * hop: what the client said, believed by nobody but the provider contract (whose signed callers
 * name their visitor there).
 */
export function forwardedChain(
  req: PeerRequest,
  trustProxy: readonly string[] = getConfig().trustProxy,
): { client: string; claimed: string[] } {
  const hops = listOf(req.headers[FORWARDED_FOR]);
  let client = peerAddress(req);
  let index = hops.length;
  while (isTrustedProxy(client, trustProxy) && index > 0) {
    const address = hopAddress(hops[index - 1] ?? '');
    if (!address) break;
    client = address;
    index -= 1;
  }
  return { client, claimed: hops.slice(0, index) };
}

/**
 * The client's address (see `forwardedChain`). With TRUST_PROXY empty, X-Forwarded-For is
 * ignored: a visitor cannot choose the address the site locates.
 */
export function clientAddress(
  req: PeerRequest,
  trustProxy: readonly string[] = getConfig().trustProxy,
): string {
  return forwardedChain(req, trustProxy).client;
}

/**
 * What a trusted proxy says of the request: the host and protocol the client asked for (the first
 * value of X-Forwarded-Host and X-Forwarded-Proto) and the client's address. From any other peer
 * the forwarded headers are ignored: undefined host and protocol, the peer as the client.
 */
export function forwardedRequest(
  req: PeerRequest,
  trustProxy: readonly string[] = getConfig().trustProxy,
): { client: string; host: string | undefined; proto: 'http' | 'https' | undefined } {
  const client = clientAddress(req, trustProxy);
  if (!isTrustedProxy(peerAddress(req), trustProxy))
    return { client, host: undefined, proto: undefined };
  const host = listOf(req.headers[FORWARDED_HOST])[0];
  const proto = listOf(req.headers[FORWARDED_PROTO])[0]?.toLowerCase();
  return {
    client,
    host,
    proto: proto === 'https' || proto === 'http' ? proto : undefined,
  };
}
