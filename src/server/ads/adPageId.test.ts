import type { GetServerSidePropsContext } from 'next';

import { setUpServerPageTests } from '@tests/support/serverPageTests';

import { getServerSideProps as activeHurricanes } from '../../../pages/hurricane/active';
import { getServerSideProps as hurricaneOutlook } from '../../../pages/hurricane/outlook';
import { getServerSideProps as trafficCameras } from '../../../pages/traffic-cam/[location]';
import { getServerSideProps as weatherCameras } from '../../../pages/weather-camera/[location]';
import { AD_PAGE_IDS, withAdPageId } from './adPageId';

function pageContext(params: Record<string, string> = {}) {
  return {
    params,
    query: { ...params },
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res: { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined },
    resolvedUrl: '/x',
  } as unknown as GetServerSidePropsContext;
}

type Seeded = { props: { initialState: { page: { pageId: string }; ads?: { adPageId: string } } } };

setUpServerPageTests({ WEATHER_UPSTREAM: 'demo', SITE_URL: 'https://weather.test' });

describe('pages that report an ad page id', () => {
  it('seed it beside their page id, and pass a redirect or a 404 unchanged', async () => {
    const page = withAdPageId(AD_PAGE_IDS.newsStory, () =>
      Promise.resolve({ props: { initialState: { page: { pageId: 'news', query: {} } } } }),
    );
    expect(await page(pageContext())).toEqual({
      props: {
        initialState: { page: { pageId: 'news', query: {} }, ads: { adPageId: 'newsstory' } },
      },
    });
    const missing = withAdPageId(AD_PAGE_IDS.newsStory, () =>
      Promise.resolve({ notFound: true as const }),
    );
    expect(await missing(pageContext())).toEqual({ notFound: true });
  });

  it('the hurricane pages report `hurricane`', async () => {
    for (const page of [activeHurricanes, hurricaneOutlook]) {
      const { props } = (await page(pageContext())) as Seeded;
      expect(props.initialState.ads).toEqual({ adPageId: 'hurricane' });
      expect(props.initialState.page.pageId).toMatch(/^hurricane-/);
    }
  });

  it('the camera landing pages report weatherlandingcamera and trafficlandingcamera', async () => {
    const params = { location: 'new-york-city-ny-us' };
    const weather = (await weatherCameras(pageContext(params))) as Seeded;
    expect(weather.props.initialState.ads).toEqual({ adPageId: 'weatherlandingcamera' });
    expect(weather.props.initialState.page.pageId).toBe('weather-camera');
    const traffic = (await trafficCameras(pageContext(params))) as Seeded;
    expect(traffic.props.initialState.ads).toEqual({ adPageId: 'trafficlandingcamera' });
  });
});
