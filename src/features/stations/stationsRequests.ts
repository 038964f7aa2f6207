/** The station thunks' work, loaded with the first station action (see stationsThunks). */
import { type AppThunkApi } from '@/store/thunks';
import {
  activeStationChanged,
  selectActiveLocality,
  setActiveLocation,
} from '@/features/location/locationSlice';
import { NO_DEVICE_ID_MESSAGE, selectDeviceId } from '@/features/user/userSlice';
import { DEFAULT_STATION_RADIUS } from '@/lib/web2';
import type { Station } from '@/types/location';

import {
  INVALID_STATION_LIST_MESSAGE,
  stationMismatchMessage,
  toggleSelectorFailedMessage,
  updateFailedMessage,
} from './stationMessages';
import { resolveTarget, type StationChosen, type StationTarget } from './stationTargets';

export async function openStationSelector(
  { target }: { target: StationTarget },
  { getState, extra, signal, rejectWithValue }: AppThunkApi,
) {
  const resolved = resolveTarget(getState(), target);
  if (!resolved) return rejectWithValue({ message: toggleSelectorFailedMessage(-1) });
  const { Latitude: lat, Longitude: lon } = resolved.location.Locality;
  try {
    return await extra.web2.getStations({ lat, lon, radius: DEFAULT_STATION_RADIUS }, { signal });
  } catch (err) {
    const invalid = err instanceof Error && err.message === INVALID_STATION_LIST_MESSAGE;
    return rejectWithValue({
      message: invalid ? INVALID_STATION_LIST_MESSAGE : toggleSelectorFailedMessage(resolved.index),
    });
  }
}

export async function chooseStation(
  { target, index, station }: { target: StationTarget; index: number; station: Station },
  { getState, dispatch, extra, rejectWithValue }: AppThunkApi,
) {
  const state = getState();
  if (state.stations.stations[index]?.StationId !== station.StationId) {
    return rejectWithValue({ message: stationMismatchMessage(station.StationId) });
  }
  const resolved = resolveTarget(state, target);
  if (!resolved) return rejectWithValue({ message: updateFailedMessage(-1) });
  const { favorite, location } = resolved;
  const activeCityId = selectActiveLocality(state)?.CityId;
  try {
    if (favorite) {
      const appInstanceId = selectDeviceId(state);
      if (!appInstanceId) throw new Error(NO_DEVICE_ID_MESSAGE);
      const updated = await extra.web2.updateFavoriteLocation({
        newFavoriteLocation: {
          ...favorite,
          Location: { ...favorite.Location, Station: station },
        },
        appInstanceId,
      });
      if (activeCityId === location.Locality.CityId) dispatch(activeStationChanged(station));
      const chosen: StationChosen = { target, station, favorite: updated };
      return chosen;
    }
    dispatch(activeStationChanged(station));
    await dispatch(
      setActiveLocation({ slug: location.Locality.SlugName, station: station.RouteString }),
    ).unwrap();
    const chosen: StationChosen = { target, station, favorite: null };
    return chosen;
  } catch (err) {
    console.error(updateFailedMessage(resolved.index), err);
    return rejectWithValue({ message: updateFailedMessage(resolved.index) });
  }
}
