import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { MapView, type MapData } from '@/application/page-views/MapView';
import { resolveMapQuery } from '@/lib/maps/weatherMapQuery';
import { locationPageProps } from '@/server/pages/locationPage';
import { radarSummaryOrNull } from '@/server/tiles';

// The map draws in the browser; the first HTML carries the place, its radar summary and the legend.
// A radar summary the tile service cannot answer leaves its region to the browser, which asks
// again (see RadarSummarySection); the rest of the page does not depend on it.
export const getServerSideProps = locationPageProps<MapData>({
  pattern: '/maps/[location]',
  title: (name) => `${name} Weather Map & Radar`,
  description: (name) =>
    `Interactive weather map of ${name}: animated radar of the past two hours, temperatures, active alerts and tropical storms.`,
  load: async (locality, ctx) => {
    const { view, layerId } = resolveMapQuery(ctx.query, {
      latitude: locality.Latitude,
      longitude: locality.Longitude,
    });
    return { view, layerId, radarSummary: await radarSummaryOrNull(locality) };
  },
});

export default withLayout(withErrorStatus(MapView), siteLayout());
