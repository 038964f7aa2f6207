import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { hurricaneLayoutSlots } from '@/application/page-views/HurricaneActiveView';
import {
  HurricaneStormView,
  type HurricaneStormViewProps,
} from '@/application/page-views/HurricaneStormView';
import { buildHurricanePageProps } from '@/server/hurricanes/hurricanePageProps';
import {
  readStorm,
  readStormAdvisoryOrNull,
  readStormGisOrNull,
} from '@/server/hurricanes/hurricanes.service';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';

/** A storm name or NHC id as a path segment: letters, digits and dashes. */
const STORM_NAME = /^[A-Za-z0-9-]{1,64}$/;

/** Storm data older than this is flagged as possibly out of date. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

// The storm is the page (a provider failure answers 503; an unknown storm 404); its map
// products and advisory degrade alone.
export const getServerSideProps = withUpstreamBudgetPage<HurricaneStormViewProps>(async (ctx) => {
  const raw = typeof ctx.params?.name === 'string' ? ctx.params.name : '';
  if (!STORM_NAME.test(raw)) return { notFound: true };
  const name = raw.toLowerCase();
  if (raw !== name) {
    const query = ctx.resolvedUrl.includes('?')
      ? ctx.resolvedUrl.slice(ctx.resolvedUrl.indexOf('?'))
      : '';
    return { redirect: { destination: `/hurricane/active/${name}${query}`, permanent: true } };
  }
  const storm = await readStorm(name);
  if (!storm) return { notFound: true };
  const [gis, advisory] = await Promise.all([
    readStormGisOrNull(name),
    readStormAdvisoryOrNull(name),
  ]);
  const path = `/hurricane/active/${name}`;
  const label = `${storm.classificationText} ${storm.name}`;
  const page = await buildHurricanePageProps(ctx, {
    pattern: '/hurricane/active/[name]',
    canonicalPath: path,
    title: `${label} Tracker: Forecast Cone, Track and Advisory`,
    description: `${label}: maximum wind, pressure, movement and position, the forecast cone and track, forecast intensity and the latest public advisory from the National Hurricane Center.`,
    trail: [
      { name: 'Active storms', path: '/hurricane/active' },
      { name: label, path },
    ],
    sample: storm.sample === true,
  });
  if (!page) return { notFound: true };
  const updated = Date.parse(storm.lastUpdate);
  const stale = !Number.isFinite(updated) || Date.now() - updated > STALE_AFTER_MS;
  return { props: { ...page, storm, gis, advisory, stale } };
});

export default withLayout(withErrorStatus(HurricaneStormView), siteLayout(hurricaneLayoutSlots));
