import type { ProviderRoute } from '../routes';
import { getWeatherUpstream } from './getWeatherUpstream';
import { dailyParams, hourlyParams, toGeoPoint, weatherParams } from './params';

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
];
