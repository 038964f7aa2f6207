import { http, HttpResponse } from 'msw';

import { hydrated } from '@/store/hydrated';
import { makeStore } from '@/application/store';

import { server } from '@tests/msw/server';

import {
  INVALID_UNITS_MESSAGE,
  loadUnits,
  saveUnits,
  selectPressureUnit,
  selectRainUnit,
  selectTempUnit,
  selectUnits,
  selectUnitsSaveStatus,
  selectUnitSystem,
  selectWindUnit,
  unitsChanged,
  unitsSlice,
  unitValuesReceived,
} from './unitsSlice';

const UPDATE_URL = 'http://localhost/web2/api/units/update';
const UNITS_URL = 'http://localhost/web2/api/units';
const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };
const DEFAULTS = { unitSystem: 1, tempUnit: 1, windUnit: 1, pressureUnit: 1, rainUnit: 1 } as const;

/** Records the query of every POST units/update. */
function recordUpdates() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.post(UPDATE_URL, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ unitval: 1, tempUnitVal: 1, windUnitVal: 1, pressureUnitVal: 1 });
    }),
  );
  return queries;
}

describe('unitsSlice', () => {
  const reducer = unitsSlice.reducer;

  it('starts with the default units', () => {
    const store = makeStore();
    expect(selectUnits(store.getState())).toEqual({
      unitSystem: 1,
      tempUnit: 1,
      windUnit: 1,
      pressureUnit: 1,
      rainUnit: 1,
    });
    expect(selectUnitsSaveStatus(store.getState())).toBe('idle');
  });

  it('takes its units from the hydration payload and ignores payloads without them', () => {
    let state = reducer(
      undefined,
      hydrated({
        units: { unitSystem: 2, tempUnit: 2, windUnit: 4, pressureUnit: 2, rainUnit: 2 },
      }),
    );
    expect(state).toMatchObject({
      unitSystem: 2,
      tempUnit: 2,
      windUnit: 4,
      pressureUnit: 2,
      rainUnit: 2,
    });
    state = reducer(state, hydrated({ page: { pageId: 'home', query: {} } }));
    expect(state.windUnit).toBe(4);
  });

  it('applies a partial change; a new rain unit also sets the unit system', () => {
    let state = reducer(undefined, unitsChanged({ windUnit: 3 }));
    expect(state).toMatchObject({ windUnit: 3, tempUnit: 1, unitSystem: 1 });
    state = reducer(state, unitsChanged({ rainUnit: 3 }));
    expect(state).toMatchObject({ rainUnit: 3, unitSystem: 2 });
    state = reducer(state, unitsChanged({ rainUnit: 1 }));
    expect(state).toMatchObject({ rainUnit: 1, unitSystem: 1 });
  });

  it('updates from the API shape, where unitval is the rain unit', () => {
    const store = makeStore();
    store.dispatch(
      unitValuesReceived({ unitval: 2, tempUnitVal: 2, windUnitVal: 3, pressureUnitVal: 2 }),
    );
    const state = store.getState();
    expect([
      selectUnitSystem(state),
      selectTempUnit(state),
      selectWindUnit(state),
      selectPressureUnit(state),
      selectRainUnit(state),
    ]).toEqual([2, 2, 3, 2, 2]);
  });

  it('memoises the units object', () => {
    const store = makeStore();
    const before = selectUnits(store.getState());
    store.dispatch(saveUnits.pending('r', undefined));
    expect(selectUnits(store.getState())).toBe(before);
  });

  it('saves the units with the device id as the app instance id', async () => {
    const queries = recordUpdates();
    const store = makeStore({
      user,
      units: { unitSystem: 2, tempUnit: 2, windUnit: 2, pressureUnit: 2, rainUnit: 3 },
    });
    const pending = store.dispatch(saveUnits());
    expect(selectUnitsSaveStatus(store.getState())).toBe('saving');
    await pending;
    expect(queries).toEqual([
      {
        appInstanceId: 'device-1',
        unitval: '3',
        tempUnitVal: '2',
        windUnitVal: '2',
        pressureUnitVal: '2',
      },
    ]);
    expect(selectUnitsSaveStatus(store.getState())).toBe('saved');
  });

  it('does not save without a device id', async () => {
    const queries = recordUpdates();
    const store = makeStore();
    const result = await store.dispatch(saveUnits());
    expect(result.meta.requestStatus).toBe('rejected');
    expect(queries).toHaveLength(0);
    expect(selectUnitsSaveStatus(store.getState())).toBe('idle');
  });

  it('stores the error of a failed save', async () => {
    server.use(http.post(UPDATE_URL, () => HttpResponse.json({ error: 'bad' }, { status: 400 })));
    const store = makeStore({ user });
    await store.dispatch(saveUnits());
    expect(selectUnitsSaveStatus(store.getState())).toBe('failed');
    expect(store.getState().units.saveError).toMatch(/400/);
  });

  describe('loadUnits', () => {
    it('reads the units of the device (GET units) and shows them', async () => {
      const queries: Record<string, string>[] = [];
      server.use(
        http.get(UNITS_URL, ({ request }) => {
          queries.push(Object.fromEntries(new URL(request.url).searchParams));
          return HttpResponse.json({
            unitval: 2,
            tempUnitVal: 2,
            windUnitVal: 4,
            pressureUnitVal: 2,
          });
        }),
      );
      const store = makeStore({ user });
      await store.dispatch(loadUnits());
      expect(queries).toEqual([{ appInstanceId: 'device-1' }]);
      expect(selectUnits(store.getState())).toEqual({
        unitSystem: 2,
        tempUnit: 2,
        windUnit: 4,
        pressureUnit: 2,
        rainUnit: 2,
      });
    });

    it('keeps the units shown when the answer is not units, or the call fails', async () => {
      server.use(http.get(UNITS_URL, () => HttpResponse.json({ unitval: 9, tempUnitVal: 1 })));
      const store = makeStore({ user, units: { ...DEFAULTS, windUnit: 3 } });
      const bad = await store.dispatch(loadUnits());
      expect(bad.payload).toEqual({ message: INVALID_UNITS_MESSAGE });
      server.use(http.get(UNITS_URL, () => HttpResponse.json({ error: 'x' }, { status: 400 })));
      expect((await store.dispatch(loadUnits())).meta.requestStatus).toBe('rejected');
      expect(selectWindUnit(store.getState())).toBe(3);
    });

    it('does not run without a device id', async () => {
      const result = await makeStore().dispatch(loadUnits());
      expect(result.meta).toMatchObject({ condition: true });
    });
  });
});
