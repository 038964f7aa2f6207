import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { AD_PAGE_IDS, withAdPageId } from '@/server/ads/adPageId';
import {
  HurricaneOutlookView,
  type HurricaneOutlookViewProps,
} from '@/application/page-views/HurricaneOutlookView';
import { loadSvgBasemap } from '@/server/hurricanes/basemap';
import { buildHurricanePageProps } from '@/server/hurricanes/hurricanePageProps';
import { readActiveStormsOrNull, readOutlook } from '@/server/hurricanes/hurricanes.service';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import {
  drawHurricaneMap,
  listedOutlook,
  outlookMap,
  stormMarkers,
  hurricaneBasemapDocument,
  svgMapBox,
} from '@/features/hurricanes';
import { BASINS } from '@/types/hurricane';

const t = translator('pageHeads', messages);

// Each basin degrades alone; when none can be read the page answers 503. The active storms are
// drawn on the areas' map when they can be read.
const getHurricaneProps = withUpstreamBudgetPage<HurricaneOutlookViewProps>(async (ctx) => {
  const [settled, active] = await Promise.all([
    Promise.allSettled(BASINS.map((basin) => readOutlook(basin))),
    readActiveStormsOrNull(),
  ]);
  const firstFailure = settled.find((s) => s.status === 'rejected');
  if (firstFailure && settled.every((s) => s.status === 'rejected')) throw firstFailure.reason;
  const outlooks = BASINS.map((basin, i) => {
    const result = settled[i];
    if (result?.status === 'rejected')
      console.warn(`hurricane outlook ${basin} unavailable:`, (result.reason as Error).message);
    return { basin, outlook: result?.status === 'fulfilled' ? result.value : null };
  });
  const page = await buildHurricanePageProps(ctx, {
    pattern: '/hurricane/outlook',
    canonicalPath: '/hurricane/outlook',
    title: t('hurricaneOutlook.title'),
    description: t('hurricaneOutlook.description'),
    trail: [{ name: t('trail.outlook'), path: '/hurricane/outlook' }],
    sample: outlooks.some((o) => o.outlook?.sample === true),
  });
  if (!page) return { notFound: true };
  const storms = stormMarkers(active?.storms ?? []);
  // The areas' map is projected here, over the land under it, so the browser runs no map code.
  const map = outlookMap(outlooks, storms);
  const box = map && svgMapBox(map.data, map.extent);
  const basemap = box && (await loadSvgBasemap(box, hurricaneBasemapDocument));
  return {
    props: {
      ...page,
      basin: null,
      outlooks: outlooks.map((o) => ({
        basin: o.basin,
        outlook: o.outlook && listedOutlook(o.outlook),
      })),
      map: map && drawHurricaneMap(map.data, basemap ? box : null, map.extent),
      stormNames: storms.map((s) => s.name),
    },
  };
});

export const getServerSideProps = withAdPageId(AD_PAGE_IDS.hurricane, getHurricaneProps);

export default withLayout(withErrorStatus(HurricaneOutlookView), siteLayout());
