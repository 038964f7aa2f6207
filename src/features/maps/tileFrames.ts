// The tile layers' frames and the radar summary, as the browser reads them from this site. Their
// validators (tileFrameSchemas.ts, with zod) load with the first answer, so zod stays out of the
// map page's first-load JavaScript.
import type { RadarSummary, TileFrameList } from './tileFrameSchemas';

export type { RadarSummary, TileFrame, TileFrameList } from './tileFrameSchemas';

/** Reads a tile layer's frames from this site; throws when the answer is missing or malformed. */
export async function fetchFrameList(
  layer: 'radar' | 'temperature',
  signal?: AbortSignal,
): Promise<TileFrameList> {
  const response = await fetch(`/tiles/${layer}/frames`, { signal });
  if (!response.ok) throw new Error(`Frames of ${layer}: HTTP ${response.status}`);
  const [{ parseFrameList }, body] = await Promise.all([
    import('./tileFrameSchemas'),
    response.json() as Promise<unknown>,
  ]);
  const list = parseFrameList(body);
  if (!list) throw new Error(`Frames of ${layer}: unexpected answer`);
  return list;
}

/** Reads the radar summary near a place from this site; null when it is missing or malformed. */
export async function fetchRadarSummary(
  place: { latitude: number; longitude: number; name: string; elevationMeters?: number | null },
  signal?: AbortSignal,
): Promise<RadarSummary | null> {
  const query = new URLSearchParams({
    latitude: place.latitude.toFixed(4),
    longitude: place.longitude.toFixed(4),
    name: place.name,
  });
  if (place.elevationMeters != null)
    query.set('elevation', String(Math.round(place.elevationMeters)));
  const response = await fetch(`/tiles/radar/summary?${query.toString()}`, { signal });
  if (!response.ok) return null;
  const [{ parseRadarSummary }, body] = await Promise.all([
    import('./tileFrameSchemas'),
    response.json() as Promise<unknown>,
  ]);
  return parseRadarSummary(body);
}
