import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  MapGeoJsonTestView,
  type MapGeoJsonTestViewProps,
} from '@/application/page-views/MapGeoJsonTestView';
import { sameOriginGeoJsonPath } from '@/lib/maps/weatherMapGeoJson';
import { pageRoute } from '@/lib/routes';
import { buildVisitorPageProps, withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';

// A test page: routed, never linked, `noindex`. `?url=` is drawn only when it is a path on this site.
export const getServerSideProps = withUpstreamBudgetPage<MapGeoJsonTestViewProps>(async (ctx) => {
  const page = await buildVisitorPageProps(ctx, {
    pageId: pageRoute('/map-v2-test/geojson').pageId,
    canonicalPath: '/map-v2-test/geojson',
    title: 'GeoJSON Map Test',
    description: 'Draws a GeoJSON file or pasted GeoJSON on the map (test page).',
  });
  if (!page) return { notFound: true };
  return { props: { ...page.props, sourceUrl: sameOriginGeoJsonPath(ctx.query.url) } };
});

export default withLayout(withErrorStatus(MapGeoJsonTestView), siteLayout());
