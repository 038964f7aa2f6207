import type { GetServerSidePropsContext } from 'next';

import { providerRoutes } from '@/embedded/provider/routes';
import { HttpError } from '@/server/http/httpError';
import type { NotificationStatus } from '@/types/location';

import { setUpServerPageTests } from '@tests/support/serverPageTests';
import { paris } from '@tests/fixtures/localities';

import { getServerSideProps as alertsPage } from '../../../pages/alerts/[location]';
import { getServerSideProps as nowPage } from '../../../pages/weather-forecast/now/[location]';
import { ALERTS_BADGE_TIMEOUT_MS } from './alertsBadge.service';

/**
 * The alerts badge's count in a page's first HTML: the active place's notification status comes
 * with the page's store seed, read through the server cache, and a failing or slow provider leaves
 * the badge as it was (the browser's fetch fills it).
 */

function pageContext(location: string) {
  const res = { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined };
  return {
    ctx: {
      params: { location },
      query: { location },
      req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
      res,
      resolvedUrl: `/x/${location}`,
    } as unknown as GetServerSidePropsContext,
    res,
  };
}

/** The provider's status path answering `answer` (or throwing it), counting the calls. */
function statusStandIn(answer: (params: Record<string, string>) => unknown) {
  const asked: Record<string, string>[] = [];
  const route = {
    path: '/api/push/v1/notifications/status',
    methods: {
      GET: ({ params }: { params: Record<string, string> }) => {
        asked.push(params);
        return answer(params);
      },
    },
  };
  providerRoutes.unshift(route);
  return { asked, undo: () => void providerRoutes.splice(providerRoutes.indexOf(route), 1) };
}

interface SeededProps {
  props: { initialState: { notifications?: { status: NotificationStatus | null } } };
}

setUpServerPageTests({ WEATHER_UPSTREAM: 'demo', SITE_URL: 'https://weather.test' });

let standIn: ReturnType<typeof statusStandIn> | null = null;
afterEach(() => standIn?.undo());

describe('the alerts badge in the first HTML', () => {
  it('carries the active place’s alert count, asked once per place however many pages show it', async () => {
    standIn = statusStandIn((p) => ({
      eml: p.emLocationId,
      tnc: 3,
      'nb.ids.sbgd.afc.ch6': '#e8590c',
      'nb.ids.sbgd.afc.opa': 1,
    }));
    const first = (await alertsPage(pageContext(paris.SlugName).ctx)) as SeededProps;
    expect(first.props.initialState.notifications?.status).toMatchObject({
      eml: paris.CityId,
      tnc: 3,
      'nb.ids.sbgd.afc.ch6': '#e8590c',
    });
    const second = (await nowPage(pageContext(paris.SlugName).ctx)) as SeededProps;
    expect(second.props.initialState.notifications?.status?.tnc).toBe(3);
    expect(standIn.asked).toHaveLength(1);
    expect(standIn.asked[0]).toMatchObject({ emLocationId: paris.CityId, appId: 'wbweb' });
  });

  it('is left to the browser when the provider fails: the page still renders', async () => {
    standIn = statusStandIn(() => {
      throw new HttpError(503, 'down for the test');
    });
    const { ctx, res } = pageContext(paris.SlugName);
    const page = (await alertsPage(ctx)) as SeededProps;
    expect(res.statusCode).toBe(200);
    expect(page.props.initialState.notifications).toEqual({ status: null });
  });

  it('is left to the browser when the provider is slow, and the late answer serves the next page', async () => {
    // The answer is held until the page has been answered: the page returning at all shows it
    // stopped waiting (on a slow machine a wall-clock bound would also count the page's own work).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    standIn = statusStandIn(async (p) => {
      await held;
      return {
        eml: p.emLocationId,
        tnc: 2,
        'nb.ids.sbgd.afc.ch6': '#f2a900',
        'nb.ids.sbgd.afc.opa': 1,
      };
    });
    const page = (await alertsPage(pageContext(paris.SlugName).ctx)) as SeededProps;
    expect(page.props.initialState.notifications).toEqual({ status: null });
    release();
    await held;
    const next = (await alertsPage(pageContext(paris.SlugName).ctx)) as SeededProps;
    expect(next.props.initialState.notifications?.status?.tnc).toBe(2);
    expect(standIn.asked).toHaveLength(1);
  });

  it('says when the page stopped waiting, and nothing when the read fails after the page was answered', async () => {
    const late = ALERTS_BADGE_TIMEOUT_MS + 200;
    standIn = statusStandIn(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new HttpError(503, 'down after the page')), late),
        ),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const page = (await alertsPage(pageContext(paris.SlugName).ctx)) as SeededProps;
      expect(page.props.initialState.notifications).toEqual({ status: null });
      expect(warn.mock.calls.map((call) => call.join(' '))).toEqual([
        `alerts badge status unavailable: no answer within ${ALERTS_BADGE_TIMEOUT_MS} ms`,
      ]);
      await new Promise((resolve) => setTimeout(resolve, late + 100));
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
