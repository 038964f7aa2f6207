import type { GetServerSidePropsContext } from 'next';

import { setServerCacheForTests } from '@/server/cache';

import { buildStation } from '@tests/fixtures/localities';
import { installProviderStandIns } from '@tests/fixtures/providerStandIns';

import { getServerSideProps as coldFluProps } from '../../pages/life/coldflu/[location]';
import { getServerSideProps as outdoorProps } from '../../pages/life/outdoor-sports/[location]';
import { getServerSideProps as snowProps } from '../../pages/life/snow-ski/[location]';
import { getServerSideProps as dailyProps } from '../../pages/weather-forecast/10-day-weather/[location]';
import { getServerSideProps as forecastNowProps } from '../../pages/weather-forecast/now/[location]';
import { getServerSideProps as homeProps } from '../../pages/index';

/** A getServerSideProps context for a path, with a response that records cookies. */
function context(params: Record<string, string>, query: Record<string, string> = {}, cookie = '') {
  const headers: Record<string, unknown> = {};
  return {
    params,
    query: { ...params, ...query },
    req: { headers: { host: 'weather.test', cookie }, socket: { remoteAddress: '127.0.0.1' } },
    res: {
      getHeader: (n: string) => headers[n.toLowerCase()],
      setHeader: (n: string, v: unknown) => {
        headers[n.toLowerCase()] = v;
      },
    },
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
}

type Props = {
  initialState: {
    location: {
      activeLocation: { Locality: { CityName: string }; Station: { StationId: string } | null };
    };
  };
  seo: { title: string; canonical: string };
};

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns();
});
afterAll(() => undo());

describe('server-rendered pages', () => {
  it('the current-conditions page shows the place its route names, with the station from the query', async () => {
    const result = (await forecastNowProps(
      context({ location: 'paris-ile-de-france-fr' }, { station: 'metar-lfpg' }),
    )) as { props: Props };
    expect(result.props.initialState.location.activeLocation.Locality.CityName).toBe('Paris');
    expect(result.props.initialState.location.activeLocation.Station?.StationId).toBe('LFPG');
    expect(result.props.seo.title).toBe(
      'Paris, Île-de-France, France Current Weather | Parasol Weather',
    );
    // The configured origin (SITE_URL unset: http://localhost:PORT), never the request's Host.
    expect(result.props.seo.canonical).toBe(
      'http://localhost:3000/weather-forecast/now/paris-ile-de-france-fr',
    );
  });

  it("the chosen station, else the default one, supplies the current conditions (read at its point, in the place's time zone)", async () => {
    type NowProps = Props & {
      current: { place: { latitude: number; longitude: number; timeZone: string | null } } | null;
      hourly: { place: { latitude: number } } | null;
    };
    const atPlace = (
      (await forecastNowProps(context({ location: 'paris-ile-de-france-fr' }))) as {
        props: NowProps;
      }
    ).props;
    const atStation = (
      (await forecastNowProps(
        context({ location: 'paris-ile-de-france-fr' }, { station: 'metar-lfpg' }),
      )) as { props: NowProps }
    ).props;
    // Charles de Gaulle airport (LFPG), against Paris itself.
    const station = (
      atStation.initialState.location.activeLocation as unknown as {
        Station: { StationId: string; Latitude: number; Longitude: number };
      }
    ).Station;
    expect(station.StationId).toBe('LFPG');
    expect(atStation.current?.place.latitude).toBeCloseTo(station.Latitude, 1);
    expect(atStation.current?.place.longitude).toBeCloseTo(station.Longitude, 1);
    expect(Math.abs(station.Latitude - 48.8534)).toBeGreaterThan(0.05);
    expect(atStation.current?.place.timeZone).toBe(atPlace.current?.place.timeZone);
    // Without a chosen station, the default one (the nearest, Paris-Le Bourget at 48.97° N, which
    // the station chooser shows checked) supplies them.
    expect(
      (
        atPlace.initialState.location.activeLocation as unknown as {
          DefaultStationRouteString: string;
        }
      ).DefaultStationRouteString,
    ).toBe('metar-lfpb');
    expect(atPlace.current?.place.latitude).toBeCloseTo(48.97, 2);
    // The forecasts stay the place's.
    expect(atStation.hourly?.place.latitude).toBeCloseTo(48.8534, 2);
  });

  it('the current-conditions page says which station its current conditions come from', async () => {
    type StationProps = { station: unknown; current: { place: { latitude: number } } | null };
    const paris = { location: 'paris-ile-de-france-fr' };
    const props = async (query: Record<string, string> = {}) =>
      ((await forecastNowProps(context(paris, query))) as { props: StationProps }).props;
    expect((await props()).station).toEqual({
      kind: 'nearest',
      name: 'Paris-Le Bourget Airport',
    });
    expect((await props({ station: 'metar-lfpg' })).station).toEqual({
      kind: 'chosen',
      name: 'Charles de Gaulle',
    });
    // No station within the search radius: the provider lists the nearest ones however far, the
    // conditions are the place's own, and the page does not promise a nearest station.
    setServerCacheForTests(undefined);
    const undoFar = installProviderStandIns(undefined, [
      buildStation({ StationId: 'LFOB', RouteString: 'metar-lfob', Distance: 38.2 }),
    ]);
    try {
      const far = await props();
      expect(far.station).toEqual({ kind: 'none' });
      expect(far.current?.place.latitude).toBeCloseTo(48.8534, 2);
    } finally {
      undoFar();
      setServerCacheForTests(undefined);
    }
  });

  it('the outdoor page\'s "Right now" scores the current-conditions page\'s current conditions', async () => {
    type CurrentProps = { current: unknown; hourly: { hours: unknown[] } };
    for (const query of [{}, { station: 'metar-lfpg' }] as Record<string, string>[]) {
      const place = { location: 'paris-ile-de-france-fr' };
      const now = ((await forecastNowProps(context(place, query))) as { props: CurrentProps })
        .props;
      const outdoor = ((await outdoorProps(context(place, query))) as { props: CurrentProps })
        .props;
      expect(now.current).not.toBeNull();
      expect(outdoor.current).toEqual(now.current);
      // The current hour ("Right now" covers it) and the table's 24 after it.
      expect(outdoor.hourly.hours).toHaveLength(25);
    }
  });

  it('answers 404 for a place nobody knows', async () => {
    expect(await forecastNowProps(context({ location: 'atlantis-xx' }))).toEqual({
      notFound: true,
    });
  });

  it('the home page shows the IP place for a new visitor', async () => {
    const result = (await homeProps(context({}))) as { props: Props };
    expect(result.props.initialState.location.activeLocation.Locality.CityName).toBe(
      'New York City',
    );
  });

  it("the home page's days, today's summary, the life pages' days and the 10-day page's rows agree", async () => {
    type Day = {
      date: string;
      temperatureHighC: number;
      temperatureLowC: number;
      precipitationProbabilityPercent: number | null;
    };
    type DaysProps = { daily: { days: Day[] }; parts?: { night: { temperatureLowC: number } }[] };
    const headline = (d: Day) => [
      d.date,
      d.temperatureHighC,
      d.temperatureLowC,
      d.precipitationProbabilityPercent,
    ];
    const place = { location: 'new-york-city-ny-us' };
    const home = ((await homeProps(context({}))) as { props: DaysProps }).props;
    const now = ((await forecastNowProps(context(place))) as { props: DaysProps }).props;
    const tenDay = ((await dailyProps(context(place))) as { props: DaysProps }).props;
    expect(home.daily.days).toHaveLength(5);
    expect(home.daily.days.map(headline)).toEqual(tenDay.daily.days.slice(0, 5).map(headline));
    expect(now.daily.days.map(headline)).toEqual(tenDay.daily.days.slice(0, 1).map(headline));
    // The cold & flu page scores the same highs and lows, with the air's dryness for a week.
    const coldFlu = (
      (await coldFluProps(context(place))) as {
        props: DaysProps & { hourly: { hours: Record<string, unknown>[] } };
      }
    ).props;
    expect(coldFlu.daily.days.map(headline)).toEqual(tenDay.daily.days.map(headline));
    expect(coldFlu.hourly.hours.length).toBeGreaterThan(160);
    // So does the snow page's table (its days' snowfall its own).
    const snow = (
      (await snowProps(context(place))) as unknown as { props: { snow: { days: Day[] } } }
    ).props;
    const highLow = (d: Day) => [d.date, d.temperatureHighC, d.temperatureLowC];
    expect(snow.snow.days.map(highLow)).toEqual(tenDay.daily.days.map(highLow));
    expect(Object.keys(coldFlu.hourly.hours[0] ?? {}).sort()).toEqual([
      'dewPointC',
      'temperatureC',
      'time',
    ]);
    // Tomorrow's low is the night's after it, as the 10-day page shows that night.
    expect(tenDay.daily.days[1]?.temperatureLowC).toBe(tenDay.parts?.[1]?.night.temperatureLowC);
  });
});
