import { createSlice } from '@reduxjs/toolkit';

import { selectConfig } from '@/features/config/configSlice';
import { buildStdParameters } from '@/lib/provider/calls';
import { hydrated } from '@/store/hydrated';
import type { RootState } from '@/store/rootState';
import { createAppSelector } from '@/store/selectors';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/user';

const t = translator('user', messages);

/** The visitor: the DeviceId (also the app instance id), the bot flag and the language. */
export interface UserState {
  deviceId: string | null;
  isBot: boolean;
  language: string;
}

/** Why a call that needs the device id (saving units, a favourite's station) did not run. */
export const NO_DEVICE_ID_MESSAGE = t('error.noDeviceId');

const initialState: UserState = { deviceId: null, isBot: false, language: 'en-US' };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) =>
      action.payload.user ? { ...action.payload.user } : state,
    );
  },
  selectors: {
    selectDeviceId: (state) => state.deviceId,
    selectIsBot: (state) => state.isBot,
    selectLanguage: (state) => state.language,
  },
});

export const { selectDeviceId, selectIsBot, selectLanguage } = userSlice.selectors;

/**
 * The standard parameters of the browser's provider queries: app id, app version
 * (from the published configuration), form factor, and the visitor's device id and language.
 * Memoised: the same object while those inputs are unchanged.
 */
export const selectStandardParams = createAppSelector(
  [(state: RootState) => selectConfig(state)?.appVersion ?? '', selectDeviceId, selectLanguage],
  (appVersion, deviceId, languageCode) =>
    buildStdParameters({ appVersion, deviceId, languageCode }),
);

declare module '@/store/rootState' {
  interface RootState {
    user: UserState;
  }
}
