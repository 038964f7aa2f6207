import { createSelector } from '@reduxjs/toolkit';

import { selectConfig } from '@/features/config/configSlice';
import { selectDeviceId, selectLanguage } from '@/features/user/userSlice';
import { buildStdParameters } from '@/lib/provider/calls';

import type { RootState } from './store';

/** createSelector typed with the app's state. */
export const createAppSelector = createSelector.withTypes<RootState>();

/**
 * The standard parameters of the browser's provider queries: app id, app version
 * (from the published configuration), form factor, and the visitor's device id and language.
 * Memoised: the same object while those inputs are unchanged.
 */
export const selectStandardParams = createAppSelector(
  [(state) => selectConfig(state)?.appVersion ?? '', selectDeviceId, selectLanguage],
  (appVersion, deviceId, languageCode) =>
    buildStdParameters({ appVersion, deviceId, languageCode }),
);
