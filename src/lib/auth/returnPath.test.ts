import { currentReturnPath, returnPathOfState, safeReturnPath } from './returnPath';

const origin = 'https://site.example';

describe('safeReturnPath', () => {
  it.each([
    [
      '/weather-forecast/now/paris-ile-de-france-fr',
      '/weather-forecast/now/paris-ile-de-france-fr',
    ],
    [
      '/maps/paris-ile-de-france-fr?layerId=Radar.Global#map',
      '/maps/paris-ile-de-france-fr?layerId=Radar.Global#map',
    ],
    ['/', '/'],
    ['/a/../b', '/b'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/x'],
    ['a scheme-relative URL', '//evil.example/x'],
    ['a backslash host', '/\\evil.example/x'],
    ['a backslash later on', '/x\\y'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'maps/paris'],
    ['a control character', '/x\ny'],
    ['a tab before slashes', '/\t/evil.example'],
    ['the sign-in page', '/signin?state=x'],
    ['the sign-in popup page', '/signin/popup'],
    ['the identity provider', '/idp/session/end'],
    ['an API', '/web2/api/auth/signout'],
    ['a value too long', `/${'a'.repeat(3000)}`],
    ['no string', 42],
    ['nothing', undefined],
  ])('goes home instead of %s', (_label, value) => {
    expect(safeReturnPath(value, origin)).toBe('/');
  });
});

describe('currentReturnPath and returnPathOfState', () => {
  it('takes the page the visitor is on, and reads it back from the sign-out state', () => {
    const here = currentReturnPath({
      href: `${origin}/alerts/paris-ile-de-france-fr?x=1#top`,
      origin,
    });
    expect(here).toBe('/alerts/paris-ile-de-france-fr?x=1#top');
    expect(returnPathOfState({ returnTo: here }, origin)).toBe(here);
  });

  it('goes home for state data of another shape or an unsafe path', () => {
    expect(returnPathOfState(undefined, origin)).toBe('/');
    expect(returnPathOfState({ returnTo: 7 }, origin)).toBe('/');
    expect(returnPathOfState({ returnTo: '//evil.example' }, origin)).toBe('/');
  });
});
