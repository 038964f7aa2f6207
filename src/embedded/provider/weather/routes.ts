import type { ProviderRoute } from '../routes';
import { getWeatherUpstream } from './getWeatherUpstream';
import {
  airportParams,
  airQualityHourlyParams,
  almanacParams,
  dailyParams,
  hourlyParams,
  pollenParams,
  snowParams,
  toGeoPoint,
  uvParams,
  weatherParams,
} from './params';

/** Weather paths of the embedded provider (docs/provider-api.md); bad parameters throw a ZodError (400). */
export const weatherRoutes: ProviderRoute[] = [
  {
    path: '/data/weather/v1/current',
    methods: {
      GET: ({ params }) => getWeatherUpstream().current(toGeoPoint(weatherParams.parse(params))),
    },
  },
  {
    path: '/data/weather/v1/hourly',
    methods: {
      GET: ({ params }) => {
        const p = hourlyParams.parse(params);
        return getWeatherUpstream().hourly(toGeoPoint(p), p.hours);
      },
    },
  },
  {
    path: '/data/weather/v1/daily',
    methods: {
      GET: ({ params }) => {
        const p = dailyParams.parse(params);
        return getWeatherUpstream().daily(toGeoPoint(p), p.days);
      },
    },
  },
  {
    path: '/data/alerts/v1/active',
    methods: {
      GET: ({ params }) => getWeatherUpstream().alerts(toGeoPoint(weatherParams.parse(params))),
    },
  },
  {
    path: '/data/airquality/v1/current',
    methods: {
      GET: ({ params }) => getWeatherUpstream().airQuality(toGeoPoint(weatherParams.parse(params))),
    },
  },
  {
    path: '/data/airquality/v1/hourly',
    methods: {
      GET: ({ params }) => {
        const p = airQualityHourlyParams.parse(params);
        return getWeatherUpstream().airQualityHourly(toGeoPoint(p), p.hours);
      },
    },
  },
  {
    path: '/data/pollen/v1/forecast',
    methods: {
      GET: ({ params }) => {
        const p = pollenParams.parse(params);
        return getWeatherUpstream().pollen(toGeoPoint(p), p.days);
      },
    },
  },
  {
    path: '/data/uv/v1/forecast',
    methods: {
      GET: ({ params }) => {
        const p = uvParams.parse(params);
        return getWeatherUpstream().uv(toGeoPoint(p), p.hours);
      },
    },
  },
  {
    path: '/data/almanac/v1/daily',
    methods: {
      GET: ({ params }) => {
        const p = almanacParams.parse(params);
        return getWeatherUpstream().almanac(toGeoPoint(p), p.days);
      },
    },
  },
  {
    path: '/data/snow/v1/forecast',
    methods: {
      GET: ({ params }) => {
        const p = snowParams.parse(params);
        return getWeatherUpstream().snow(toGeoPoint(p), p.days);
      },
    },
  },
  {
    path: '/data/airports/v1/conditions',
    methods: {
      GET: ({ params }) => {
        const p = airportParams.parse(params);
        return getWeatherUpstream().airports(toGeoPoint(p), p.count);
      },
    },
  },
];
