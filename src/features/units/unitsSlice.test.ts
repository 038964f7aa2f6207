import { http, HttpResponse } from 'msw';

import { hydrated } from '@/store/hydrated';
import { makeStore } from '@/application/store';

import { server } from '@tests/msw/server';

import {
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
const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };

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
});
