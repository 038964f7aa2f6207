import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';
import { signIn, silentSignIn } from '@/features/auth/authSlice';

import { server } from '@tests/msw/server';

import { selectUnits } from './unitsSlice';

const UNITS_URL = 'http://localhost/web2/api/units';
const user = { deviceId: 'device-1', isBot: false, language: 'en-US' };
const accountUnits = { unitval: 2, tempUnitVal: 2, windUnitVal: 2, pressureUnitVal: 2 };

/** Answers GET units with the account's units and counts the calls. */
function answerUnits() {
  const calls: string[] = [];
  server.use(
    http.get(UNITS_URL, ({ request }) => {
      calls.push(new URL(request.url).searchParams.get('appInstanceId') ?? '');
      return HttpResponse.json(accountUnits);
    }),
  );
  return calls;
}

describe('units after sign-in', () => {
  it.each([
    ['the interactive sign-in', () => signIn.fulfilled({ userName: 'Ann' }, 'r1', undefined)],
    [
      'the silent sign-in at load',
      () => silentSignIn.fulfilled({ userName: 'Ann' }, 'r2', undefined),
    ],
  ])('reads the units again after %s, so the page shows the account’s', async (_label, done) => {
    const calls = answerUnits();
    const store = makeStore({ user });
    expect(selectUnits(store.getState()).tempUnit).toBe(1);
    store.dispatch(done());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['device-1']);
    expect(selectUnits(store.getState())).toEqual({
      unitSystem: 2,
      tempUnit: 2,
      windUnit: 2,
      pressureUnit: 2,
      rainUnit: 2,
    });
  });

  it('reads nothing on a failed sign-in', async () => {
    const calls = answerUnits();
    const store = makeStore({ user });
    store.dispatch(signIn.rejected(null, 'r1', undefined, { message: 'Popup closed by user' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(selectUnits(store.getState()).tempUnit).toBe(1);
  });
});
