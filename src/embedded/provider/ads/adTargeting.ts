import { z } from 'zod';

import { osOf } from '@/server/profile/userAgent';
import type { AdTargetingParameters } from '@/types/location';

import { nearestPlace } from '../gazetteer';
import type { ProviderRequestContext } from '../routes';

/** Query of GET /api/ads/targeting/v1/parameters. */
export const adTargetingQuerySchema = z.object({
  locationType: z.literal('latitudelongitude').default('latitudelongitude'),
  location: z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'location must be "latitude,longitude"')
    .transform((v) => v.split(',').map(Number) as [number, number])
    .refine(
      ([lat, lon]) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180,
      'location is outside the globe',
    ),
  pageId: z.string().min(1).max(64).default('home'),
  appId: z.string().max(32).default('wbweb'),
  languageCode: z.string().max(16).optional(),
  layerId: z.string().max(64).optional(),
  stationId: z.string().max(64).optional(),
  providerId: z.string().max(16).optional(),
  adServer: z.string().max(32).optional(),
  units: z.string().max(4).optional(),
  /** `1`: the visitor may not be tracked (the site's own signal, beside the DNT header). */
  doNotTrack: z.literal('1').optional(),
});

/** The device class keyword: s (mobile), t (tablet) or d (desktop), from the user agent. */
export function deviceClass(userAgent: string): 's' | 't' | 'd' {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 't';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 's';
  return 'd';
}

/** Targeting parameters for a page and point: the place from the gazetteer, the device from the request. */
export function adTargetingParameters(ctx: ProviderRequestContext): AdTargetingParameters {
  const q = adTargetingQuerySchema.parse(ctx.params);
  const [latitude, longitude] = q.location;
  const place = nearestPlace(latitude, longitude);
  const ua = ctx.headers['user-agent'] ?? '';
  const { os, version } = osOf(ua);
  const keywords: Record<string, string> = { DVC: deviceClass(ua), sourceProviderId: 'wb' };
  if (place?.PostalCode) keywords.PC = place.PostalCode;
  if (q.pageId === 'maps' && q.layerId) keywords.layerId = q.layerId;
  return {
    userAge: null,
    userGender: null,
    useragent: ua,
    os,
    osVersion: version,
    languageCode:
      q.languageCode ?? ctx.headers['accept-language']?.split(',')[0]?.trim() ?? 'en-US',
    appId: q.appId,
    doNotTrack: q.doNotTrack === '1' || ctx.headers.dnt === '1' || ctx.headers['sec-gpc'] === '1',
    pageId: q.pageId,
    latitude,
    longitude,
    region: place
      ? `${place.CountryIso2Code}-${place.TerritoryAbbr ?? place.TerritoryName ?? ''}`.replace(
          /-$/,
          '',
        )
      : null,
    city: place?.CityName ?? null,
    state: place?.TerritoryAbbr ?? place?.TerritoryName ?? null,
    country: place?.CountryIso2Code ?? null,
    zip: place?.PostalCode ?? null,
    keywords,
  };
}
