import type { GetServerSidePropsContext } from 'next';

import type { DrawnHurricaneMap } from '@/features/hurricanes';

import { setUpServerPageTests } from '@tests/support/serverPageTests';
import { callRoute } from '@tests/utils/apiRoute';

import { getServerSideProps as activePage } from '../../../pages/hurricane/active';
import { getServerSideProps as stormPage } from '../../../pages/hurricane/active/[name]';
import { getServerSideProps as outlookPage } from '../../../pages/hurricane/outlook';
import { getServerSideProps as basinPage } from '../../../pages/hurricane/outlook/[basin]';
import basemapRoute from '../../../pages/api/web2/hurricanes/basemap/[file]';

/**
 * The hurricane pages' server props over the embedded provider and its bundled NHC sample
 * (offline: `WEATHER_UPSTREAM=demo`): head, units from the query, 404s and the upper-case redirect.
 */

function pageContext(params: Record<string, string>, query: Record<string, string> = {}) {
  const res = { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined };
  const search = new URLSearchParams(query).toString();
  return {
    params,
    query: { ...params, ...query },
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: `/x${search ? `?${search}` : ''}`,
  } as unknown as GetServerSidePropsContext;
}

interface Props {
  props: {
    seo: { title: string; canonical: string; breadcrumbs: { name: string }[] };
    initialState: {
      units?: { windUnit: number; pressureUnit: number };
      user?: { deviceId?: string };
    };
    active?: { storms: { name: string }[]; sample?: true };
    storm?: { name: string };
    map?: DrawnHurricaneMap | null;
    chart?: { summary: { windKt: number }[]; dots: unknown[] } | null;
    advisory?: { text: string } | null;
    outlooks?: { basin: string; outlook: Record<string, unknown> | null }[];
    stormNames?: string[];
    checkedAt?: string;
  };
}

setUpServerPageTests({ WEATHER_UPSTREAM: 'demo', SITE_URL: 'https://weather.test' });

describe('the hurricane pages', () => {
  it('lists the sample storms, says so in the title, and takes su and pu from the query', async () => {
    const { props } = (await activePage(pageContext({}, { su: '2', pu: '2' }))) as Props;
    expect(props.active?.storms.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Milton', 'Kristy']),
    );
    expect(props.seo.title).toMatch(
      /^Active Hurricanes and Tropical Storms \(Sample data — not a live storm\)/,
    );
    expect(props.seo.canonical).toBe('https://weather.test/hurricane/active');
    expect(props.seo.breadcrumbs.map((b) => b.name)).toEqual(['Home', 'Active storms']);
    expect(props.initialState.units).toMatchObject({ windUnit: 2, pressureUnit: 2 });
    // The storm map comes drawn (no GeoJSON for the browser to project): every storm named on it.
    expect(props.map?.labels.map((l) => l.text)).toEqual(
      expect.arrayContaining(['Milton', 'Kristy']),
    );
    expect(props.map?.legend.cone).toBe(true);
    expect(props).not.toHaveProperty('gis');
    expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
  });

  it('ignores unit values out of range', async () => {
    const { props } = (await activePage(pageContext({}, { su: '9', pu: 'x' }))) as Props;
    expect(props.initialState.units).toMatchObject({ windUnit: 1, pressureUnit: 1 });
  });

  it("answers a storm's page by its lower-case name, with a lower-case canonical URL", async () => {
    const { props } = (await stormPage(pageContext({ name: 'milton' }))) as Props;
    expect(props.storm?.name).toBe('Milton');
    expect(props.seo.canonical).toBe('https://weather.test/hurricane/active/milton');
    expect(props.seo.title).toMatch(/Milton .*\(Sample data — not a live storm\)/);
    // Its map and intensity chart come drawn, with its advisory.
    expect(props.map?.legend).toMatchObject({ cone: true, forecastTrack: true });
    expect(props.map?.basemap?.href).toMatch(/^\/web2\/api\/hurricanes\/basemap\/[-\d.,]+\.svg$/);
    expect(props.chart?.dots.length).toBeGreaterThan(1);
    expect(props.chart?.summary[0]?.windKt).toBeGreaterThan(0);
    expect(props).not.toHaveProperty('gis');
    expect(props.advisory?.text).toEqual(expect.stringContaining('Milton'));
    expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
  });

  it('moves an upper-case storm name to its lower-case URL (301), query kept', async () => {
    await expect(stormPage(pageContext({ name: 'Milton' }, { su: '3' }))).resolves.toEqual({
      redirect: { destination: '/hurricane/active/milton?su=3', permanent: true },
    });
  });

  it("moves a storm asked for by its NHC id to its name's URL", async () => {
    await expect(stormPage(pageContext({ name: 'al142024' }))).resolves.toEqual({
      redirect: { destination: '/hurricane/active/milton', permanent: true },
    });
  });

  it('answers 404 for a storm that is not active, and for a name that cannot be one', async () => {
    await expect(stormPage(pageContext({ name: 'zeta' }))).resolves.toEqual({ notFound: true });
    await expect(stormPage(pageContext({ name: 'a.b' }))).resolves.toEqual({ notFound: true });
  });

  it('shows every basin on the outlook, one on its basin page, and 404 for another', async () => {
    const all = (await outlookPage(pageContext({}))) as Props;
    expect(all.props.outlooks?.map((o) => o.basin)).toEqual(['at', 'ep', 'cp']);
    const one = (await basinPage(pageContext({ basin: 'ep' }))) as Props;
    expect(one.props.outlooks?.map((o) => o.basin)).toEqual(['ep']);
    // The areas come drawn on the map, not as shapes; the map draws the basin's own storms.
    expect(all.props.outlooks?.[0]?.outlook).not.toHaveProperty('areaShapes');
    expect(all.props.outlooks?.[0]?.outlook?.mapped).toBe(true);
    expect(all.props.map?.labels.map((l) => l.text)).toEqual([
      'AL93',
      'Area 2',
      'Milton',
      'Kristy',
    ]);
    expect(all.props.map?.areas).toBe(2);
    expect(all.props.stormNames).toEqual(['Milton', 'Kristy']);
    expect(one.props.stormNames).toEqual(['Kristy']);
    expect(one.props.map).toBeNull();
    expect(JSON.parse(JSON.stringify(all.props))).toStrictEqual(all.props);
    expect(one.props.seo.title).toMatch(/^Eastern Pacific Tropical Weather Outlook/);
    expect(one.props.seo.canonical).toBe('https://weather.test/hurricane/outlook/ep');
    await expect(basinPage(pageContext({ basin: 'wp' }))).resolves.toEqual({ notFound: true });
  });

  it('gives two first visits of the same minute the same storm page, so a burst shares one render', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(Date.parse('2024-10-08T20:00:10.000Z'));
      const first = (await stormPage(pageContext({ name: 'milton' }))) as Props;
      now.mockReturnValue(Date.parse('2024-10-08T20:00:50.000Z'));
      const second = (await stormPage(pageContext({ name: 'milton' }))) as Props;
      expect(first.props.checkedAt).toBe('2024-10-08T20:00:00.000Z');
      // The same page but for each visitor's own device id (which no component renders).
      const deviceId = (p: Props) => p.props.initialState.user?.deviceId;
      expect(deviceId(first)).not.toBe(deviceId(second));
      const shared = ({ props }: Props) =>
        JSON.stringify({ ...props, initialState: { ...props.initialState, user: undefined } });
      expect(shared(second)).toBe(shared(first));
      now.mockReturnValue(Date.parse('2024-10-08T20:01:00.000Z'));
      const later = (await stormPage(pageContext({ name: 'milton' }))) as Props;
      expect(later.props.checkedAt).toBe('2024-10-08T20:01:00.000Z');
    } finally {
      now.mockRestore();
    }
  });
});

describe('the hurricane basemap (GET /web2/api/hurricanes/basemap/<box>.svg)', () => {
  const getBasemap = (file: string, method = 'GET') =>
    callRoute(basemapRoute, {
      method,
      url: `/web2/api/hurricanes/basemap/${file}`,
      query: { file },
    });

  it("serves the land under a storm page's map as an SVG of the map's size", async () => {
    const { props } = (await stormPage(pageContext({ name: 'milton' }))) as Props;
    const href = props.map?.basemap?.href ?? '';
    const answer = await getBasemap(href.slice(href.lastIndexOf('/') + 1));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const svg = String(answer.body);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 500"/);
    // Milton's map is over the Gulf of Mexico: land (Mexico, Florida) and US state lines.
    expect(svg).toMatch(/<path d="M[^"]+" fill="#f4f1e8"/);
    expect(svg).toMatch(/<path d="M[^"]+" fill="none" stroke="#c9c2b0"/);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(svg));
    // The page carries the address, not the outlines.
    expect(JSON.stringify(props)).not.toContain('#f4f1e8');
    expect((await getBasemap(href.slice(href.lastIndexOf('/') + 1), 'HEAD')).status).toBe(200);
  });

  it('refuses a malformed box with 400 and a message, and other methods with 405', async () => {
    for (const file of [
      'x.svg',
      '-95,15,-70.svg',
      '-95,15,-70,35',
      '-95,15,-70,35.png',
      '-70,15,-95,35.svg',
      '-95,35,-70,15.svg',
      '-95,-91,-70,35.svg',
      '-400,15,-70,35.svg',
      '-95.123,15,-70,35.svg',
      '1e3,15,20,35.svg',
      '-180,0,200,10.svg',
    ]) {
      const answer = await getBasemap(file);
      expect({ file, status: answer.status }).toEqual({ file, status: 400 });
      expect(answer.body).toEqual({ error: expect.stringMatching(/basemap/) });
    }
    expect((await getBasemap('-95,15,-70,35.svg', 'POST')).status).toBe(405);
  });
});
