import { HttpResponse } from 'msw';

import type { UserProfile } from '@/types/location';

import { favorite, location, noContent, record, testClient } from '@tests/support/web2';

const profile: UserProfile = {
  DeviceId: 'dev-1',
  Language: 'en-US',
  IsBot: false,
  ActiveLocation: location,
  FavoriteLocations: [favorite],
  Units: 1,
  TempUnit: 1,
  WindUnit: 1,
  PressureUnit: 1,
  AgeValue: null,
  GenderValue: null,
  Os: null,
  OsVersion: null,
};

const units = { unitval: 2, tempUnitVal: 2, windUnitVal: 3, pressureUnitVal: 2 } as const;

describe('user, units and sign-in calls', () => {
  it('getUserProfile GETs user/profile with location and station and unwraps user', async () => {
    const received = record('get', '/user/profile', HttpResponse.json({ user: profile }));
    await expect(
      testClient().getUserProfile({ location: 'new-york-ny-10007', station: 'KNYC' }),
    ).resolves.toEqual(profile);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url.pathname).toBe('/web2/api/user/profile');
    expect(received[0]?.query).toEqual({ location: 'new-york-ny-10007', station: 'KNYC' });
  });

  it('getUserProfile rejects an answer without user', async () => {
    record('get', '/user/profile', HttpResponse.json({ other: 1 }));
    await expect(testClient().getUserProfile()).rejects.toThrow('Invalid PulseAPI response: NULL');
  });

  it('getUnits GETs units with appInstanceId and returns the unit data', async () => {
    const received = record('get', '/units', HttpResponse.json(units));
    await expect(testClient().getUnits('app-1')).resolves.toEqual(units);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url.pathname).toBe('/web2/api/units');
    expect(received[0]?.query).toEqual({ appInstanceId: 'app-1' });
  });

  it('updateUnits POSTs everything in the query, no body, and accepts a 204', async () => {
    const received = record('post', '/units/update', noContent());
    await expect(
      testClient().updateUnits({ appInstanceId: 'app-1', ...units }),
    ).resolves.toBeUndefined();
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url.pathname).toBe('/web2/api/units/update');
    expect(received[0]?.query).toEqual({
      appInstanceId: 'app-1',
      unitval: '2',
      tempUnitVal: '2',
      windUnitVal: '3',
      pressureUnitVal: '2',
    });
    expect(received[0]?.body).toBeUndefined();
  });

  it('updateUnits adds authToken when given', async () => {
    const received = record('post', '/units/update', noContent());
    await testClient().updateUnits({ appInstanceId: 'app-1', ...units, authToken: 'tok' });
    expect(received[0]?.query.authToken).toBe('tok');
  });

  it('authSuccess POSTs the tokens as a JSON body, never in the URL, and returns userName', async () => {
    const received = record('post', '/auth/success', HttpResponse.json({ userName: 'ada' }));
    const tokens = { accessToken: 'access-SECRET-1', refreshToken: 'refresh-SECRET-2' };
    await expect(testClient().authSuccess(tokens)).resolves.toEqual({ userName: 'ada' });
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url.pathname).toBe('/web2/api/auth/success');
    expect(received[0]?.url.search).toBe('');
    expect(received[0]?.url.href).not.toMatch(/SECRET/);
    expect(received[0]?.contentType).toMatch(/application\/json/);
    expect(received[0]?.body).toEqual({
      accesstoken: 'access-SECRET-1',
      refreshtoken: 'refresh-SECRET-2',
    });
  });
});
