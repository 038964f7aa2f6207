import { deviceClassFor, pageTypeFor, shouldReport, vitalReport } from './vitalsRules';

describe('which web vitals are reported', () => {
  it.each([
    ['CLS', 0.09, false],
    ['CLS', 0.0901, true],
    ['TTFB', 750, false],
    ['TTFB', 751, true],
    ['LCP', 2300, false],
    ['LCP', 2300.1, true],
    ['INP', 175, false],
    ['INP', 176, true],
    ['FCP', 1700, false],
    ['FCP', 1701, true],
    ['FID', 9999, false],
  ])('%s at %s → %s', (name, value, expected) => {
    expect(shouldReport({ name, value })).toBe(expected);
  });
});

describe('report fields', () => {
  it.each([
    [320, 'mobile'],
    [720, 'mobile'],
    [721, 'tablet'],
    [1030, 'tablet'],
    [1031, 'desktop'],
  ])('width %i is %s', (width, expected) => {
    expect(deviceClassFor(width)).toBe(expected);
  });

  it('names the page type from the page table, else other', () => {
    expect(pageTypeFor('/')).toBe('home');
    expect(pageTypeFor('/no/such/page')).toBe('other');
  });

  it('drops the query and fragment of the path and rounds the value', () => {
    const report = vitalReport(
      { name: 'LCP', value: 2456.789, rating: 'needs-improvement', navigationType: 'navigate' },
      { path: '/?token=secret#top', width: 1280 },
    );
    expect(report).toEqual({
      name: 'LCP',
      value: 2456.8,
      rating: 'needs-improvement',
      navigationType: 'navigate',
      pageType: 'home',
      path: '/',
      deviceClass: 'desktop',
    });
    expect(
      vitalReport(
        { name: 'CLS', value: 0.123456, rating: 'needs-improvement', navigationType: 'reload' },
        { path: '/', width: 500 },
      )?.value,
    ).toBe(0.1235);
    expect(
      vitalReport(
        { name: 'LCP', value: 1000, rating: 'good', navigationType: 'navigate' },
        { path: '/', width: 500 },
      ),
    ).toBeNull();
  });
});
