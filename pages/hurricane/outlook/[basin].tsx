import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { AD_PAGE_IDS, withAdPageId } from '@/server/ads/adPageId';
import {
  HurricaneOutlookView,
  type HurricaneOutlookViewProps,
} from '@/application/page-views/HurricaneOutlookView';
import { hurricaneBasins } from '@/lib/routes';
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
import { BASINS, type Basin } from '@/types/hurricane';
import { resolvedQuery } from '@/server/pages/resolvedQuery';

const t = translator('pageHeads', messages);

const isBasin = (value: unknown): value is Basin =>
  typeof value === 'string' && (BASINS as readonly string[]).includes(value);

/** `Eastern Pacific` from the page table's `eastern-pacific`. */
const basinName = (basin: Basin) =>
  hurricaneBasins[basin]
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

// The basin's outlook is the page: a provider failure answers 503; any other basin 404. The
// basin's active storms are drawn on the areas' map when they can be read.
const getHurricaneProps = withUpstreamBudgetPage<HurricaneOutlookViewProps>(async (ctx) => {
  const basin = ctx.params?.basin;
  // `AT` is the Atlantic's outlook in the site's own spelling, as a storm's name is (`Milton`).
  if (typeof basin === 'string' && basin !== basin.toLowerCase() && isBasin(basin.toLowerCase())) {
    const query = resolvedQuery(ctx.resolvedUrl);
    return {
      redirect: {
        destination: `/hurricane/outlook/${basin.toLowerCase()}${query}`,
        permanent: true,
      },
    };
  }
  if (!isBasin(basin)) return { notFound: true };
  const [outlook, active] = await Promise.all([readOutlook(basin), readActiveStormsOrNull()]);
  const name = basinName(basin);
  const path = `/hurricane/outlook/${basin}`;
  const page = await buildHurricanePageProps(ctx, {
    pattern: '/hurricane/outlook/[basin]',
    canonicalPath: path,
    title: t('hurricaneBasin.title', { name }),
    description: t('hurricaneBasin.description', { name }),
    trail: [
      { name: t('trail.outlook'), path: '/hurricane/outlook' },
      { name: `${name} outlook`, path },
    ],
    sample: outlook.sample === true,
  });
  if (!page) return { notFound: true };
  const storms = stormMarkers(active?.storms.filter((s) => s.basin === basin) ?? []);
  const outlooks = [{ basin, outlook }];
  // The areas' map is projected here, over the land under it, so the browser runs no map code.
  const map = outlookMap(outlooks, storms);
  const box = map && svgMapBox(map.data, map.extent);
  const basemap = box && (await loadSvgBasemap(box, hurricaneBasemapDocument));
  return {
    props: {
      ...page,
      basin,
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
