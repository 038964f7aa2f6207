import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { AD_PAGE_IDS, withAdPageId } from '@/server/ads/adPageId';
import {
  HurricaneActiveView,
  type HurricaneActiveViewProps,
} from '@/application/page-views/HurricaneActiveView';
import { loadSvgBasemap } from '@/server/hurricanes/basemap';
import { buildHurricanePageProps } from '@/server/hurricanes/hurricanePageProps';
import {
  readActiveStorms,
  readOutlookOrNull,
  readStormGisOrNull,
} from '@/server/hurricanes/hurricanes.service';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import {
  drawHurricaneMap,
  listedOutlook,
  stormsMap,
  hurricaneBasemapDocument,
  svgMapBox,
} from '@/features/hurricanes';
import { BASINS, type StormGis } from '@/types/hurricane';

const t = translator('pageHeads', messages);

// The storm list is the page (a provider failure answers 503); each storm's map products and,
// with no storm, each basin's outlook degrade alone.
const getHurricaneProps = withUpstreamBudgetPage<HurricaneActiveViewProps>(async (ctx) => {
  const active = await readActiveStorms();
  const [gis, outlooks] = await Promise.all([
    Promise.all(active.storms.map((storm) => readStormGisOrNull(storm.name))),
    active.storms.length === 0
      ? Promise.all(
          BASINS.map(async (basin) => ({ basin, outlook: await readOutlookOrNull(basin) })),
        )
      : Promise.resolve([]),
  ]);
  const page = await buildHurricanePageProps(ctx, {
    pattern: '/hurricane/active',
    canonicalPath: '/hurricane/active',
    title: t('hurricaneActive.title'),
    description: t('hurricaneActive.description'),
    trail: [{ name: t('trail.activeStorms'), path: '/hurricane/active' }],
    sample: active.sample === true,
  });
  if (!page) return { notFound: true };
  const drawn = gis.filter((g): g is StormGis => g !== null);
  // The storm map is projected here, over the land under it, so the browser runs no map code.
  const map = active.storms.length > 0 ? stormsMap(active.storms, drawn) : null;
  const box = map && svgMapBox(map.data, map.extent);
  const basemap = box && (await loadSvgBasemap(box, hurricaneBasemapDocument));
  return {
    props: {
      ...page,
      active,
      map: map && drawHurricaneMap(map.data, basemap ? box : null, map.extent),
      outlooks: outlooks.map(({ basin, outlook }) => ({
        basin,
        outlook: outlook && listedOutlook(outlook),
      })),
    },
  };
});

export const getServerSideProps = withAdPageId(AD_PAGE_IDS.hurricane, getHurricaneProps);

export default withLayout(withErrorStatus(HurricaneActiveView), siteLayout());
