import { adTargetingParameters } from './adTargeting';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ask = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  adTargetingParameters({
    params: { location: '40.71,-74.01', pageId: 'home', ...params },
    headers: { 'user-agent': CHROME, ...headers },
    body: undefined,
  });

describe('the embedded ad targeting', () => {
  it('is not personalised (doNotTrack) for the doNotTrack field, a DNT header or GPC', () => {
    expect(ask({}).doNotTrack).toBe(false);
    expect(ask({ doNotTrack: '1' }).doNotTrack).toBe(true);
    expect(ask({}, { dnt: '1' }).doNotTrack).toBe(true);
    expect(ask({}, { 'sec-gpc': '1' }).doNotTrack).toBe(true);
  });

  it('refuses a doNotTrack field other than 1', () => {
    expect(() => ask({ doNotTrack: 'yes' })).toThrow();
  });
});
