import { isIP } from 'node:net';

import { firstForwardedAddress } from '@/server/http/headers';

/** What GeoLite knows of an address: ISO country, region code (ISO 3166-2 suffix), city, point. */
export interface IpPlace {
  country: string;
  region: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
}

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** True for loopback, private, link-local and unspecified addresses (they locate nothing). */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return PRIVATE_V4.some((re) => re.test(bare));
  const lower = bare.toLowerCase();
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  );
}

/** The first address of an X-Forwarded-For value (the visitor), or the value itself. */
export function visitorIp(forwardedFor: string | undefined): string {
  return firstForwardedAddress(forwardedFor);
}

type GeoipModule = typeof import('geoip-lite');
let geoip: GeoipModule | undefined;

/**
 * Looks an address up in the GeoLite data shipped with geoip-lite (loaded on first use: about
 * 100 MB). Private, loopback, malformed and unknown addresses answer null.
 */
export function lookupIp(ip: string): IpPlace | null {
  const bare = ip.replace(/^::ffff:/i, '');
  if (!isIP(bare) || isPrivateAddress(bare)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy load of a large dataset
  geoip ??= require('geoip-lite') as GeoipModule;
  const hit = geoip.lookup(bare);
  if (!hit) return null;
  return {
    country: hit.country,
    region: hit.region || null,
    city: hit.city || null,
    latitude: hit.ll[0],
    longitude: hit.ll[1],
  };
}
