import { createAction, createSlice } from '@reduxjs/toolkit';

import { hydrated } from '@/store/hydrated';
import { createAppAsyncThunk, toThunkError } from '@/store/thunks';
import { selectConfig } from '@/features/config/configSlice';
import { selectDeviceId, selectStandardParams } from '@/features/user/userSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/privacy';
import { getCompliance } from '@/lib/provider/calls';
import type { RootState } from '@/store/rootState';
import type { Compliance } from '@/types/location';

import { readPrivacyCookie } from './privacyCookie';
import { canSendOptOut, privacyRegimeApplies, type PrivacyCookieValue } from './privacyRules';

const t = translator('privacy', messages);

/** The two opt-outs a US state privacy regime offers. */
export type PrivacyKind = 'statePrivacy' | 'limitUseOfPI';

/** One opt-out: whether an update is pending, the visitor's value, the last update's error. */
export interface PrivacySetting {
  loading: boolean;
  /** True opted out, false opted in, null never chosen (or cleared while an update is pending). */
  optedOut: boolean | null;
  error: string | null;
}

export interface PrivacyState {
  /** The visitor's compliance requirements; null until known. */
  compliance: Compliance | null;
  complianceError: string | null;
  /** Global Privacy Control: whether the browser's signal was checked, and whether it is on. */
  gpc: { checkComplete: boolean; enabled: boolean };
  statePrivacy: PrivacySetting;
  limitUseOfPI: PrivacySetting;
}

const setting = (optedOut: boolean | null): PrivacySetting => ({
  loading: false,
  optedOut,
  error: null,
});

const initialState: PrivacyState = {
  compliance: null,
  complianceError: null,
  gpc: { checkComplete: false, enabled: false },
  statePrivacy: setting(null),
  limitUseOfPI: setting(null),
};

/**
 * Reads the visitor's compliance through the provider client (5000 ms timeout, cached by the
 * storage manager for 15 minutes): only when server rendering could not.
 */
export const loadCompliance = createAppAsyncThunk(
  'privacy/loadCompliance',
  async (_: undefined, { getState, extra, rejectWithValue }) => {
    try {
      return await getCompliance(extra.provider, {
        stdParameters: selectStandardParams(getState()),
      });
    } catch (err) {
      return rejectWithValue(toThunkError(err, t('error.compliance')));
    }
  },
  { condition: (_, { getState }) => selectConfig(getState()) !== null },
);

/**
 * Sends one opt-out choice for the visitor's device (the server records it and rewrites the
 * privacy cookie). Skipped, with no action, until the device id is a non-empty string.
 */
export const updatePrivacyOptOut = createAppAsyncThunk(
  'privacy/updateOptOut',
  async (
    { kind, optedOut }: { kind: PrivacyKind; optedOut: boolean },
    { getState, extra, rejectWithValue },
  ) => {
    const deviceId = selectDeviceId(getState());
    if (!canSendOptOut(deviceId)) return rejectWithValue({ message: t('error.noDevice') });
    try {
      if (kind === 'statePrivacy') await extra.web2.updateStatePrivacy(deviceId, optedOut);
      else await extra.web2.updateLimitUseOfPI(deviceId, optedOut);
      return { kind, optedOut };
    } catch (err) {
      return rejectWithValue(toThunkError(err, t('error.update')));
    }
  },
  { condition: (_, { getState }) => canSendOptOut(selectDeviceId(getState())) },
);

/**
 * The Global Privacy Control flow: records whether the browser sends the signal; with the signal
 * on where data privacy or sensitive-data restriction applies, the visitor is opted out of
 * sale/sharing, the preference is posted (the server writes `doNotSell: true` into the privacy
 * cookie, with the device's other stored choice) and the privacy setting is refreshed from that
 * cookie (`wb_state_privacy`).
 */
export const checkGlobalPrivacyControl = createAppAsyncThunk(
  'privacy/checkGpc',
  async (signal: boolean, { getState, extra, rejectWithValue }) => {
    const state = getState();
    const applies = privacyRegimeApplies(state.privacy.compliance);
    const deviceId = selectDeviceId(state);
    if (!signal || !applies || !canSendOptOut(deviceId)) {
      return { signal, refreshed: null as PrivacyCookieValue | null };
    }
    try {
      await extra.web2.postGpcSignal({ appInstanceId: deviceId, gpcSignal: true });
      // The signal is a "Do Not Sell" opt-out whatever the cookie says (one the browser refused
      // to replace, say).
      return { signal, refreshed: { ...readPrivacyCookie(), doNotSell: true } };
    } catch (err) {
      return rejectWithValue(toThunkError(err, t('error.update')));
    }
  },
);

/**
 * The privacy cookie was read again after the server rewrote it (a sign-in: the account's choices
 * merged with the device's, an opt-out on either side winning).
 */
export const privacyCookieRead = createAction<PrivacyCookieValue | null>('privacy/cookieRead');

export const privacySlice = createSlice({
  name: 'privacy',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, action) => {
        const seed = action.payload.privacy;
        if (!seed) return;
        state.compliance = seed.compliance;
        state.statePrivacy = setting(seed.statePrivacyOptedOut);
        state.limitUseOfPI = setting(seed.limitUseOptedOut);
        // The request's Sec-GPC header: the browser confirms it (navigator.globalPrivacyControl).
        state.gpc.enabled = seed.gpc;
      })
      .addCase(loadCompliance.fulfilled, (state, action) => {
        state.compliance = action.payload;
        state.complianceError = null;
      })
      .addCase(loadCompliance.rejected, (state, action) => {
        state.complianceError = action.payload?.message ?? t('error.compliance');
      })
      // Pending clears the value, fulfilled stores the boolean, rejected stores the error.
      .addCase(updatePrivacyOptOut.pending, (state, action) => {
        const target = state[action.meta.arg.kind];
        target.loading = true;
        target.optedOut = null;
        target.error = null;
      })
      .addCase(updatePrivacyOptOut.fulfilled, (state, action) => {
        state[action.payload.kind] = setting(action.payload.optedOut);
      })
      .addCase(updatePrivacyOptOut.rejected, (state, action) => {
        const target = state[action.meta.arg.kind];
        target.loading = false;
        target.error = action.payload?.message ?? t('error.update');
      })
      .addCase(checkGlobalPrivacyControl.pending, (state, action) => {
        state.gpc.enabled = action.meta.arg;
        // The state is opted out as soon as the signal is seen where a regime applies.
        if (action.meta.arg && privacyRegimeApplies(state.compliance)) {
          state.statePrivacy = setting(true);
        }
      })
      .addCase(checkGlobalPrivacyControl.fulfilled, (state, action) => {
        state.gpc.checkComplete = true;
        const { refreshed } = action.payload;
        if (!refreshed) return;
        // A choice being sent meanwhile keeps its pending state: its own answer settles it.
        const refresh = (kind: PrivacyKind, optedOut: boolean | undefined) => {
          if (optedOut !== undefined && !state[kind].loading) state[kind] = setting(optedOut);
        };
        refresh('statePrivacy', refreshed.doNotSell);
        refresh('limitUseOfPI', refreshed.limitUseOfPI);
      })
      .addCase(privacyCookieRead, (state, action) => {
        const value = action.payload;
        if (!value) return;
        // A choice being sent meanwhile keeps its pending state: its own answer settles it.
        if (value.doNotSell !== undefined && !state.statePrivacy.loading)
          state.statePrivacy = setting(value.doNotSell);
        if (value.limitUseOfPI !== undefined && !state.limitUseOfPI.loading)
          state.limitUseOfPI = setting(value.limitUseOfPI);
      })
      .addCase(checkGlobalPrivacyControl.rejected, (state, action) => {
        state.gpc.checkComplete = true;
        state.statePrivacy.error = action.payload?.message ?? t('error.update');
      });
  },
  selectors: {
    selectCompliance: (state) => state.compliance,
    selectGpc: (state) => state.gpc,
    selectPrivacySetting: (state, kind: PrivacyKind) => state[kind],
  },
});

export const { selectCompliance, selectGpc, selectPrivacySetting } = privacySlice.selectors;

/**
 * Whether the visitor is to be treated as opted out of sale and sharing now: opted out or sending
 * Global Privacy Control, and also while a choice is being sent or after one failed to be
 * recorded (the value is cleared then; until it settles, nothing is sold or shared).
 */
export const selectEffectiveDoNotSell = (state: RootState): boolean => {
  const setting = selectPrivacySetting(state, 'statePrivacy');
  const unsettled = setting.loading || (setting.optedOut === null && setting.error !== null);
  return unsettled || setting.optedOut === true || selectGpc(state).enabled;
};

/** True when data privacy or sensitive-data restriction applies to the visitor. */
export const selectPrivacyRegimeApplies = (state: RootState): boolean =>
  privacyRegimeApplies(selectCompliance(state));

declare module '@/store/rootState' {
  interface RootState {
    privacy: PrivacyState;
  }
}
