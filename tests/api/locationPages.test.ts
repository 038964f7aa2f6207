import type { GetServerSidePropsContext } from 'next';

import { providerRoutes } from '@/embedded/provider/routes';
import { cameraDetailPageProps } from '@/server/cameras/cameraPage';
import { HttpError } from '@/server/http/httpError';
import { redirectToActiveLocation } from '@/server/pages/activeLocationRedirect';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';
import type { Locality } from '@/types/location';

import { setUpServerPageTests } from '@tests/support/serverPageTests';
import { paris } from '@tests/fixtures/localities';

/**
 * The props of a page that shows one place: head (title, canonical, breadcrumbs), the page's
 * main read (its failure answers 503) and a section's read (its failure empties that section
 * alone), and the redirect of the path without a place.
 */

/** A getServerSideProps context whose response records its status and headers. */
function pageContext(params: Record<string, string> = {}, resolvedUrl = '/') {
  const headers: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    getHeader: (n: string) => headers[n.toLowerCase()],
    setHeader: (n: string, v: unknown) => {
      headers[n.toLowerCase()] = v;
    },
  };
  const ctx = {
    params,
    query: { ...params },
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl,
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}

/** A provider route that fails with `status` in front of the embedded one. */
function failing(path: string, status: number) {
  const route = {
    path,
    methods: {
      GET: () => {
        throw new HttpError(status, 'down for the test');
      },
    },
  };
  providerRoutes.unshift(route);
  return () => providerRoutes.splice(providerRoutes.indexOf(route), 1);
}

/**
 * A gazetteer route in front of the stand-ins that answers `previous` with `place`, as the
 * gazetteer answers a place's previous slug: the place, under its current SlugName.
 */
function previousSlug(previous: string, place: Locality) {
  const route = {
    path: '/data/locations/v3/location',
    methods: {
      GET: ({ params }: { params: Record<string, string> }) => {
        if (params.slug === previous) return place;
        throw new HttpError(404, 'not the previous slug');
      },
    },
  };
  providerRoutes.unshift(route);
  return () => providerRoutes.splice(providerRoutes.indexOf(route), 1);
}

const airQualityPage = locationPageProps({
  pattern: '/air-quality/[location]',
  title: (name) => `${name} Air Quality Index`,
  description: (name) => `Air quality in ${name}.`,
  load: async (locality) => ({
    airQuality: await readWeather('airQuality', locality),
    alerts: await readWeatherOrNull('alerts', locality),
  }),
});

interface Props {
  props: {
    seo: { title: string; canonical: string; breadcrumbs: { name: string; url: string }[] };
    airQuality: { aqi: number } | null;
    alerts: { alerts: unknown[] } | null;
    errorStatus?: number;
  };
}

setUpServerPageTests({ WEATHER_UPSTREAM: 'demo', SITE_URL: 'https://weather.test' });

describe('a page that shows one place', () => {
  it('names the place in its head, links its canonical URL and its breadcrumb trail', async () => {
    const { ctx, res } = pageContext({ location: paris.SlugName });
    const { props } = (await airQualityPage(ctx)) as Props;
    expect(res.statusCode).toBe(200);
    expect(props.seo.title).toMatch(new RegExp(`^${paris.DisplayCompositeName} Air Quality Index`));
    expect(props.seo.canonical).toBe(`https://weather.test/air-quality/${paris.SlugName}`);
    expect(props.seo.breadcrumbs).toEqual([
      { name: 'Home', url: 'https://weather.test/' },
      {
        name: `${paris.DisplayCompositeName} Air Quality`,
        url: `https://weather.test/air-quality/${paris.SlugName}`,
      },
    ]);
    expect(props.airQuality?.aqi).toEqual(expect.any(Number));
    expect(props.alerts?.alerts).toEqual(expect.any(Array));
  });

  it('answers 404 for a place the gazetteer does not know', async () => {
    const { ctx } = pageContext({ location: 'no-such-place-zz' });
    await expect(airQualityPage(ctx)).resolves.toEqual({ notFound: true });
  });

  it("moves a place's previous slug to its current one for good (308), keeping the query", async () => {
    const undo = previousSlug('paris-fr', paris);
    try {
      const { ctx } = pageContext(
        { location: 'paris-fr' },
        '/air-quality/paris-fr?units=metric&d=2',
      );
      await expect(airQualityPage(ctx)).resolves.toEqual({
        redirect: {
          destination: `/air-quality/${paris.SlugName}?units=metric&d=2`,
          permanent: true,
        },
      });
      const camera = pageContext(
        { location: 'paris-fr', camera: 'demo-w-1_2' },
        '/weather-camera/paris-fr/demo-w-1_2',
      );
      await expect(cameraDetailPageProps('weather')(camera.ctx)).resolves.toEqual({
        redirect: { destination: `/weather-camera/${paris.SlugName}/demo-w-1_2`, permanent: true },
      });
    } finally {
      undo();
    }
  });

  it('empties a section whose read fails, and the page stands at 200', async () => {
    const undo = failing('/data/alerts/v1/active', 502);
    try {
      const { ctx, res } = pageContext({ location: paris.SlugName });
      const { props } = (await airQualityPage(ctx)) as Props;
      expect(res.statusCode).toBe(200);
      expect(props.alerts).toBeNull();
      expect(props.airQuality?.aqi).toEqual(expect.any(Number));
    } finally {
      undo();
    }
  });

  it('answers 503 with Retry-After when its main read fails', async () => {
    const undo = failing('/data/airquality/v1/current', 502);
    try {
      const { ctx, res, headers } = pageContext({ location: paris.SlugName });
      const { props } = (await airQualityPage(ctx)) as Props;
      expect(res.statusCode).toBe(503);
      expect(headers['retry-after']).toBe('30');
      expect(props.errorStatus).toBe(503);
    } finally {
      undo();
    }
  });
});

describe('a place page without its place', () => {
  it("redirects to the visitor's active place, keeping the query", async () => {
    const { ctx } = pageContext({}, '/alerts?units=metric');
    const result = await redirectToActiveLocation('/alerts/[location]')(ctx);
    expect(result).toEqual({
      redirect: {
        destination: expect.stringMatching(/^\/alerts\/[a-z0-9-]+\?units=metric$/),
        permanent: false,
      },
    });
  });
});
