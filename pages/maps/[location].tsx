import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { MapView, type MapData } from '@/application/page-views/MapView';
import { svgBasemap } from '@/features/hurricanes';
import { resolveMapQuery } from '@/lib/maps/parseMapQuery';
import { zoneOffsetSpan } from '@/lib/time';
import { loadStaticWeatherMap } from '@/server/maps/staticWeatherMap';
import { locationPageProps } from '@/server/pages/locationPage';
import { renderLimitsFor } from '@/server/rate-limit';
import { radarSummaryOrNull } from '@/server/tiles';

const t = translator('pageHeads', messages);

// The first HTML carries the place, its radar summary, the legend and a static map of the view
// (the basemap as SVG in Web Mercator with the latest radar tiles); maplibre loads in the browser
// when the visitor reaches for the map.
// A radar summary the tile service cannot answer leaves its region to the browser, which asks
// again (see RadarSummarySection); the rest of the page does not depend on it.
// The view comes from the query (`center`), so its basemap and tiles are drawn on demand: counted
// against the visitor's tile-render limit and drawn in the render queue, waiting at most
// STATIC_MAP_WAIT_MS for a turn; what is refused is left out (the basemap) or to the browser.
const STATIC_MAP_WAIT_MS = 250;

export const getServerSideProps = locationPageProps<MapData>({
  pattern: '/maps/[location]',
  title: (name) => t('maps.title', { name }),
  description: (name) => t('maps.description', { name }),
  load: async (locality, ctx) => {
    const { view, layerId } = resolveMapQuery(ctx.query, {
      latitude: locality.Latitude,
      longitude: locality.Longitude,
    });
    const [radarSummary, staticMap] = await Promise.all([
      radarSummaryOrNull(locality),
      loadStaticWeatherMap(
        view,
        (outlines, frame) => {
          const { land, lakes, borders, states } = svgBasemap(
            outlines,
            frame.box,
            { box: frame.box, project: frame.project },
            frame.height,
          );
          return { land, lakes, borders, states };
        },
        {
          limits: renderLimitsFor(ctx.req, 'tileRenders', { maxWaitMs: STATIC_MAP_WAIT_MS }),
        },
      ),
    ]);
    return {
      view,
      layerId,
      radarSummary,
      staticMap,
      zoneOffset: zoneOffsetSpan(locality.TimeZone, Date.now()),
    };
  },
});

export default withLayout(withErrorStatus(MapView), siteLayout());
