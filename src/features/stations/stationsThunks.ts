import { createAppAsyncThunk } from '@/store/thunks';
import type { Station } from '@/types/location';

import type { StationTarget } from './stationTargets';

// The thunks' work (the web2 calls, the checks, the messages) loads with the first station
// action, not with every page: each thunk below hands its argument to its namesake there.
const requests = () => import('./stationsRequests');

export { isSameTarget, resolveTarget } from './stationTargets';
export type { StationChosen, StationTarget } from './stationTargets';

/**
 * Opens the station selector for a favourite or the active location: the stations around it
 * (GET stations, radius 15), which must be an array.
 */
export const openStationSelector = createAppAsyncThunk(
  'stations/openStationSelector',
  (arg: { target: StationTarget }, api) => requests().then((m) => m.openStationSelector(arg, api)),
);

/**
 * Chooses the station listed at `index` for the target: a favourite is updated on the server
 * (PUT with appInstanceId; the server rewrites the user-state cookie); the active non-favourite
 * location changes its station and tells the server through the profile call.
 */
export const chooseStation = createAppAsyncThunk(
  'stations/chooseStation',
  (arg: { target: StationTarget; index: number; station: Station }, api) =>
    requests().then((m) => m.chooseStation(arg, api)),
);
