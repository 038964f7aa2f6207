import Link from 'next/link';
import { useMemo } from 'react';

import {
  BASIN_NAMES,
  HurricaneMap,
  joinWords,
  HurricaneTopAd,
  OutlookAreas,
  outlookPath,
  SampleBanner,
  SourceCredit,
  StormList,
  stormsMap,
  useFiveMinuteRefresh,
  describeMapExtras,
  type SvgBasemap,
} from '@/features/hurricanes';
import { DataUnavailable } from '@/components/DataSource';
import type { ActiveStormsPayload, OutlookPayload, StormGis } from '@/types/hurricane';
import type { PageProps } from '@/types/page';

import styles from './HurricaneView.module.css';

/** The data of the active-storms page. */
export interface HurricaneActiveData {
  active: ActiveStormsPayload;
  /** Each storm's map products that could be read (cones and tracks on the map). */
  gis: StormGis[];
  /** With no active storm: each basin's outlook (null where it could not be read). */
  outlooks: { basin: OutlookPayload['basin']; outlook: OutlookPayload | null }[];
  /** The land under the storm map (read on the server); null: the map is drawn on water alone. */
  basemap?: SvgBasemap | null;
}

export type HurricaneActiveViewProps = PageProps & HurricaneActiveData;

/** The site frame's slots the hurricane pages fill: the top banner's reserved space. */
export const hurricaneLayoutSlots = { adTop: <HurricaneTopAd /> };

/** `/hurricane/active`: every active storm across the basins, on a map and as cards. */
export function HurricaneActiveView({
  active,
  gis,
  outlooks,
  basemap = null,
}: HurricaneActiveViewProps) {
  useFiveMinuteRefresh();
  const sample = active.sample === true;
  const { storms } = active;
  const mapData = useMemo(() => stormsMap(storms, gis).data, [storms, gis]);
  const mapLabel = `Map of ${joinWords(storms.map((s) => s.name))}: ${
    mapData.cones.features.length > 0 ? 'positions, forecast cones and tracks' : 'positions'
  }${describeMapExtras(mapData)}`;
  return (
    <>
      <SampleBanner data={active} />
      <h1 className={styles.heading}>
        Active storms
        {sample && <span className={styles.sampleTag}> (sample data)</span>}
      </h1>
      <HurricaneNav current="active" />
      {storms.length > 0 ? (
        <>
          <p className={styles.lead}>
            {storms.length === 1 ? '1 tropical cyclone' : `${storms.length} tropical cyclones`}{' '}
            {sample ? 'in the sample data' : 'active across the Atlantic and Pacific basins'}.
            {active.outlookAreasOpen > 0 &&
              ` ${active.outlookAreasOpen} more ${active.outlookAreasOpen === 1 ? 'area is' : 'areas are'} being watched in the tropical outlook.`}
          </p>
          <section className={styles.section} aria-labelledby="storms-map">
            <h2 id="storms-map" className={styles.subheading}>
              Storm map
            </h2>
            <HurricaneMap data={mapData} basemap={basemap} label={mapLabel} />
          </section>
          <StormList storms={storms} sample={sample} />
        </>
      ) : (
        <NoActiveStorms openAreas={active.outlookAreasOpen} outlooks={outlooks} />
      )}
      <SourceCredit data={active} />
    </>
  );
}

/** Links between the hurricane pages. */
export function HurricaneNav({ current }: { current: 'active' | 'outlook' | string }) {
  const links = [
    { key: 'active', href: '/hurricane/active', label: 'Active storms' },
    { key: 'outlook', href: '/hurricane/outlook', label: 'Tropical outlook' },
    ...(['at', 'ep', 'cp'] as const).map((basin) => ({
      key: basin,
      href: outlookPath(basin),
      label: `${BASIN_NAMES[basin]} outlook`,
    })),
  ];
  return (
    <nav className={styles.nav} aria-label="Hurricane centre">
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              prefetch={false}
              href={link.href}
              aria-current={link.key === current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** No storm: says so, and never "all clear" while the outlook watches areas. */
function NoActiveStorms({
  openAreas,
  outlooks,
}: {
  openAreas: number;
  outlooks: HurricaneActiveData['outlooks'];
}) {
  const withAreas = outlooks.filter((o) => (o.outlook?.areas.length ?? 0) > 0);
  const missing = outlooks.some((o) => o.outlook === null);
  return (
    <section className={styles.section} aria-labelledby="no-storms">
      <h2 id="no-storms" className={styles.subheading}>
        No active tropical cyclones
      </h2>
      {openAreas > 0 ? (
        <p>
          {openAreas === 1
            ? '1 area of disturbed weather is'
            : `${openAreas} areas of disturbed weather are`}{' '}
          being watched for development. A storm may form: keep checking the{' '}
          <Link prefetch={false} href="/hurricane/outlook">
            tropical outlook
          </Link>
          .
        </p>
      ) : (
        !missing && <p>No tropical cyclone formation is expected in the next 7 days.</p>
      )}
      {withAreas.map(({ basin, outlook }) => (
        <section key={basin} className={styles.section} aria-labelledby={`open-${basin}`}>
          <h3 id={`open-${basin}`} className={styles.basinHeading}>
            {BASIN_NAMES[basin]}
          </h3>
          <OutlookAreas areas={outlook?.areas ?? []} headingLevel={4} />
        </section>
      ))}
      {missing && <DataUnavailable />}
    </section>
  );
}
