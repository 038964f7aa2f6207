import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { hydrated } from '@/store/hydrated';
import { createAppAsyncThunk, rejectionMessage, toThunkError } from '@/store/thunks';
import { NO_DEVICE_ID_MESSAGE, selectDeviceId } from '@/features/user/userSlice';
import {
  DEFAULT_UNITS,
  isApiUnitValues,
  unitSystemForRain,
  unitsFromApi,
  unitsToApi,
  type ApiUnitValues,
} from '@/lib/units';
import type { ApiUpdateUnitsRequest } from '@/lib/web2';
import type { Units } from '@/types/location';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/units';

const t = translator('units', messages);

/** Where the last save of the units stands. */
export type UnitsSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The visitor's units and the state of their last save. */
export interface UnitsState extends Units {
  saveStatus: UnitsSaveStatus;
  saveError: string | null;
}

const initialState: UnitsState = { ...DEFAULT_UNITS, saveStatus: 'idle', saveError: null };

const SAVE_UNITS_FAILED = t('error.save');
const LOAD_UNITS_FAILED = t('error.load');
/** Why a units answer was not used. */
export const INVALID_UNITS_MESSAGE = t('error.invalid');

/**
 * Reads the units stored for the device (GET units through the store's web2 client): after a
 * sign-in, whose server side moves the device's units into the account or takes the account's,
 * so the page shows them without a reload. Skipped without a device id.
 */
export const loadUnits = createAppAsyncThunk(
  'units/loadUnits',
  async (_: undefined, { getState, extra, signal, rejectWithValue }) => {
    const appInstanceId = selectDeviceId(getState());
    if (!appInstanceId) return rejectWithValue({ message: NO_DEVICE_ID_MESSAGE });
    try {
      const units: unknown = await extra.web2.getUnits(appInstanceId, { signal });
      if (!isApiUnitValues(units)) throw new Error(INVALID_UNITS_MESSAGE);
      return units;
    } catch (err) {
      return rejectWithValue(toThunkError(err, LOAD_UNITS_FAILED));
    }
  },
  { condition: (_, { getState }) => Boolean(selectDeviceId(getState())) },
);

/**
 * Stores the current units for the device (POST units/update; the server reads the access-token
 * cookie itself). Skipped, without any action, when there is no device id.
 */
export const saveUnits = createAppAsyncThunk(
  'units/saveUnits',
  async (_: undefined, { getState, extra, rejectWithValue }) => {
    const state = getState();
    const appInstanceId = selectDeviceId(state);
    if (!appInstanceId) return rejectWithValue({ message: NO_DEVICE_ID_MESSAGE });
    const api = unitsToApi(selectUnits(state));
    const request: ApiUpdateUnitsRequest = {
      appInstanceId,
      unitval: api.unitval,
      tempUnitVal: api.tempUnitVal,
      windUnitVal: api.windUnitVal,
      pressureUnitVal: api.pressureUnitVal,
    };
    try {
      await extra.web2.updateUnits(request);
      return api;
    } catch (err) {
      return rejectWithValue(toThunkError(err, SAVE_UNITS_FAILED));
    }
  },
  { condition: (_, { getState }) => Boolean(selectDeviceId(getState())) },
);

export const unitsSlice = createSlice({
  name: 'units',
  initialState,
  reducers: {
    /** The visitor changed one or more units; a new rain unit also sets the system unless given. */
    unitsChanged(state, action: PayloadAction<Partial<Units>>) {
      const change = action.payload;
      Object.assign(state, change);
      if (change.rainUnit !== undefined && change.unitSystem === undefined) {
        state.unitSystem = unitSystemForRain(change.rainUnit);
      }
    },
    /** Units arrived in the API shape (unitval is the rain unit, which decides the system). */
    unitValuesReceived(state, action: PayloadAction<ApiUnitValues>) {
      Object.assign(state, unitsFromApi(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrated, (state, action) => {
        if (action.payload.units) Object.assign(state, action.payload.units);
      })
      .addCase(saveUnits.pending, (state) => {
        state.saveStatus = 'saving';
        state.saveError = null;
      })
      .addCase(saveUnits.fulfilled, (state) => {
        state.saveStatus = 'saved';
      })
      .addCase(saveUnits.rejected, (state, action) => {
        state.saveStatus = 'failed';
        state.saveError = rejectionMessage(action, SAVE_UNITS_FAILED);
      })
      .addCase(loadUnits.fulfilled, (state, action) => {
        Object.assign(state, unitsFromApi(action.payload));
      });
  },
  selectors: {
    selectUnitSystem: (state) => state.unitSystem,
    selectTempUnit: (state) => state.tempUnit,
    selectWindUnit: (state) => state.windUnit,
    selectPressureUnit: (state) => state.pressureUnit,
    selectRainUnit: (state) => state.rainUnit,
    selectUnitsSaveStatus: (state) => state.saveStatus,
    /** The five units as one object (memoised: same object while they are unchanged). */
    selectUnits: createSelector(
      [
        (s: UnitsState) => s.unitSystem,
        (s: UnitsState) => s.tempUnit,
        (s: UnitsState) => s.windUnit,
        (s: UnitsState) => s.pressureUnit,
        (s: UnitsState) => s.rainUnit,
      ],
      (unitSystem, tempUnit, windUnit, pressureUnit, rainUnit): Units => ({
        unitSystem,
        tempUnit,
        windUnit,
        pressureUnit,
        rainUnit,
      }),
    ),
  },
});

export const { unitsChanged, unitValuesReceived } = unitsSlice.actions;
export const {
  selectUnitSystem,
  selectTempUnit,
  selectWindUnit,
  selectPressureUnit,
  selectRainUnit,
  selectUnitsSaveStatus,
  selectUnits,
} = unitsSlice.selectors;

declare module '@/store/rootState' {
  interface RootState {
    units: UnitsState;
  }
}
