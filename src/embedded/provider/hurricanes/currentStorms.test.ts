import { basinOf, coordinateFromNhc, numberFromNhc, stormsFromNhc } from './currentStorms';
import live from './fixtures/currentStormsLive.json';

describe('NHC CurrentStorms adapter', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads numbers sent as numbers or strings, and blanks as null', () => {
    expect(numberFromNhc('140')).toBe(140);
    expect(numberFromNhc(' 45 ')).toBe(45);
    expect(numberFromNhc(917)).toBe(917);
    expect(numberFromNhc('')).toBeNull();
    expect(numberFromNhc('N/A')).toBeNull();
    expect(numberFromNhc(null)).toBeNull();
  });

  it('reads hemisphere coordinates and basins', () => {
    expect(coordinateFromNhc('22.6N')).toBe(22.6);
    expect(coordinateFromNhc('86.6W')).toBe(-86.6);
    expect(coordinateFromNhc('oops')).toBeNull();
    expect(basinOf('al142024', 'AT4')).toBe('at');
    expect(basinOf('ep122024', null)).toBe('ep');
    expect(basinOf('xx012024', 'CP1')).toBe('cp');
    expect(basinOf('wp012024', 'WP1')).toBeNull();
  });

  it('maps string wind/pressure, null watches and missing products, and skips an unreadable entry', () => {
    const storms = stormsFromNhc(live);
    expect(storms.map((s) => s.name)).toEqual(['Erin', 'Iona']);
    const [erin, iona] = storms;
    expect(erin).toMatchObject({
      id: 'al052026',
      basin: 'at',
      classification: 'TS',
      classificationText: 'Tropical Storm',
      windKt: 45,
      pressureMb: null,
      latitude: 24.1,
      longitude: -71.3,
      movement: { directionDeg: 300, speedKt: 12 },
      hasWatchesWarnings: false,
    });
    expect(erin?.advisories).toEqual({
      number: '009A',
      publicUrl: 'https://www.nhc.noaa.gov/text/MIATCPAT5.shtml',
      forecastUrl: null,
      discussionUrl: null,
      windSpeedProbabilitiesUrl: null,
      graphicsUrl: null,
    });
    expect(iona).toMatchObject({
      basin: 'cp',
      windKt: 115,
      pressureMb: 948,
      hasWatchesWarnings: true,
    });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('answers no storms on a quiet day and rejects a document without activeStorms', () => {
    expect(stormsFromNhc({ activeStorms: [] })).toEqual([]);
    expect(() => stormsFromNhc({ storms: [] })).toThrow();
  });
});
