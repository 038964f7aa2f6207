import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  HurricaneActiveView,
  hurricaneLayoutSlots,
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
import { stormsMap, svgBasemap, svgMapBox } from '@/features/hurricanes';
import { BASINS, type StormGis } from '@/types/hurricane';

// The storm list is the page (a provider failure answers 503); each storm's map products and,
// with no storm, each basin's outlook degrade alone.
export const getServerSideProps = withUpstreamBudgetPage<HurricaneActiveViewProps>(async (ctx) => {
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
    title: 'Active Hurricanes and Tropical Storms',
    description:
      'Every active hurricane and tropical storm in the Atlantic and Pacific: category, maximum wind, pressure, movement, position, forecast cones and the latest advisories.',
    trail: [{ name: 'Active storms', path: '/hurricane/active' }],
    sample: active.sample === true,
  });
  if (!page) return { notFound: true };
  const drawn = gis.filter((g): g is StormGis => g !== null);
  // The land under the storm map, projected here so the browser runs no map code.
  const basemap =
    active.storms.length > 0
      ? await loadSvgBasemap(svgMapBox(stormsMap(active.storms, drawn).data), svgBasemap)
      : null;
  return { props: { ...page, active, gis: drawn, outlooks, basemap } };
});

export default withLayout(withErrorStatus(HurricaneActiveView), siteLayout(hurricaneLayoutSlots));
