/** The map reads' work, loaded with the map's first read (see mapsSlice). */
import { selectStandardParams } from '@/features/user/userSlice';
import { toThunkError, type AppThunkApi } from '@/store/thunks';
import type { ActiveAlerts } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/mapData';

const t = translator('mapData', messages);

/** The place whose alerts the map draws (as the alerts page asks for them). */
export interface MapAlertsPlace {
  latitude: number;
  longitude: number;
  timeZone?: string | null;
  elevationMeters?: number | null;
}

const isActiveAlerts = (value: unknown): value is ActiveAlerts =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { alerts?: unknown }).alerts);

export async function fetchMapAlerts(
  place: MapAlertsPlace,
  { getState, extra, signal, rejectWithValue }: AppThunkApi,
) {
  try {
    const params: Record<string, string | number> = {
      ...selectStandardParams(getState()),
      latitude: Number(place.latitude.toFixed(4)),
      longitude: Number(place.longitude.toFixed(4)),
    };
    if (place.timeZone) params.tz = place.timeZone;
    if (typeof place.elevationMeters === 'number') params.elevation = place.elevationMeters;
    const answer = await extra.provider.get<unknown>({
      path: '/data/alerts/v1/active',
      params,
      signal,
    });
    if (!isActiveAlerts(answer)) throw new Error('Unexpected alerts answer');
    return answer;
  } catch (err) {
    return rejectWithValue(toThunkError(err, t('error.alerts')));
  }
}

export async function fetchMapStorms(
  _: undefined,
  { getState, extra, signal, rejectWithValue }: AppThunkApi,
) {
  try {
    // The answer's schemas (zod) load with the first storm read, on the map page only: the
    // store is in every page's first load, the validator need not be.
    const { parseActiveStorms, parseStormGis } = await import('./mapStorms');
    const answer = await extra.provider.get<unknown>({
      path: '/data/hurricanes/v1/active',
      params: { ...selectStandardParams(getState()) },
      signal,
    });
    const storms = parseActiveStorms(answer);
    if (!storms) throw new Error('Unexpected hurricanes answer');
    // Each storm's cone and tracks, when its GIS answers (else the storm is drawn as a point).
    return Promise.all(
      storms.map(async (storm) => {
        try {
          const gis = parseStormGis(
            await extra.provider.get<unknown>({
              path: '/data/hurricanes/v1/gis',
              params: { ...selectStandardParams(getState()), name: storm.id },
              pathParams: ['name'],
              signal,
            }),
          );
          return gis ? { ...storm, ...gis } : storm;
        } catch {
          return storm;
        }
      }),
    );
  } catch (err) {
    return rejectWithValue(toThunkError(err, t('error.hurricanes')));
  }
}
