import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { AD_PAGE_IDS, withAdPageId } from '@/server/ads/adPageId';
import {
  HurricaneStormView,
  type HurricaneStormViewProps,
} from '@/application/page-views/HurricaneStormView';
import { loadSvgBasemap } from '@/server/hurricanes/basemap';
import { buildHurricanePageProps } from '@/server/hurricanes/hurricanePageProps';
import {
  readStorm,
  readStormAdvisoryOrNull,
  readStormGisOrNull,
} from '@/server/hurricanes/hurricanes.service';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import { resolvedQuery } from '@/server/pages/resolvedQuery';
import {
  drawHurricaneMap,
  drawIntensityChart,
  intensityPoints,
  stormsMap,
  hurricaneBasemapDocument,
  svgMapBox,
} from '@/features/hurricanes';

const t = translator('pageHeads', messages);

/** A storm name or NHC id as a path segment: letters, digits and dashes. */
const STORM_NAME = /^[A-Za-z0-9-]{1,64}$/;

/** The `?…` part of a URL, or ''. */

// The storm is the page (a provider failure answers 503; an unknown storm 404); its map
// products and advisory degrade alone.
const getHurricaneProps = withUpstreamBudgetPage<HurricaneStormViewProps>(async (ctx) => {
  const raw = typeof ctx.params?.name === 'string' ? ctx.params.name : '';
  if (!STORM_NAME.test(raw)) return { notFound: true };
  const name = raw.toLowerCase();
  if (raw !== name) {
    return {
      redirect: {
        destination: `/hurricane/active/${name}${resolvedQuery(ctx.resolvedUrl)}`,
        permanent: true,
      },
    };
  }
  const storm = await readStorm(name);
  if (!storm) return { notFound: true };
  // A storm asked for by its NHC id (al142024) moves to its name's URL.
  if (storm.name.toLowerCase() !== name && /^[a-z0-9-]+$/.test(storm.name.toLowerCase())) {
    return {
      redirect: {
        destination: `/hurricane/active/${storm.name.toLowerCase()}${resolvedQuery(ctx.resolvedUrl)}`,
        permanent: true,
      },
    };
  }
  const [gis, advisory] = await Promise.all([
    readStormGisOrNull(name),
    readStormAdvisoryOrNull(name),
  ]);
  const path = `/hurricane/active/${name}`;
  const label = `${storm.classificationText} ${storm.name}`;
  const page = await buildHurricanePageProps(ctx, {
    pattern: '/hurricane/active/[name]',
    canonicalPath: path,
    title: t('hurricaneStorm.title', { label }),
    description: t('hurricaneStorm.description', { label }),
    trail: [
      { name: t('trail.activeStorms'), path: '/hurricane/active' },
      { name: label, path },
    ],
    sample: storm.sample === true,
  });
  if (!page) return { notFound: true };
  // The cone map (over the land under it) and the intensity chart are drawn here, so the
  // browser runs no map or chart geometry.
  const map = gis ? stormsMap([storm], [gis]) : null;
  const box = map && svgMapBox(map.data, map.extent);
  const basemap = box && (await loadSvgBasemap(box, hurricaneBasemapDocument));
  return {
    props: {
      ...page,
      storm,
      map: map && drawHurricaneMap(map.data, basemap ? box : null, map.extent),
      chart: drawIntensityChart(intensityPoints(gis)),
      advisory,
      // To the minute (staleness is 12 hours): requests of one minute have the same props.
      checkedAt: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
    },
  };
});

export const getServerSideProps = withAdPageId(AD_PAGE_IDS.hurricane, getHurricaneProps);

export default withLayout(withErrorStatus(HurricaneStormView), siteLayout());
