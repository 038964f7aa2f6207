import Link from 'next/link';
import { useMemo } from 'react';

import { DataUnavailable } from '@/components/DataSource';
import {
  AdvisoryTime,
  BASIN_NAMES,
  buildHurricaneMapData,
  HurricaneMap,
  OutlookAreas,
  SampleBanner,
  SourceCredit,
  useFiveMinuteRefresh,
} from '@/features/hurricanes';
import type { Basin, OutlookPayload } from '@/types/hurricane';
import type { PageProps } from '@/types/page';

import { HurricaneNav } from './HurricaneActiveView';
import styles from './HurricaneView.module.css';

/** The data of the outlook pages: one basin or all three. */
export interface HurricaneOutlookData {
  /** The basin of `/hurricane/outlook/[basin]`; null on the all-basins page. */
  basin: Basin | null;
  /** Each basin's outlook; null where it could not be read (that basin degrades alone). */
  outlooks: { basin: Basin; outlook: OutlookPayload | null }[];
}

export type HurricaneOutlookViewProps = PageProps & HurricaneOutlookData;

/** `/hurricane/outlook` and `/hurricane/outlook/[basin]`: the Tropical Weather Outlook. */
export function HurricaneOutlookView({ basin, outlooks }: HurricaneOutlookViewProps) {
  useFiveMinuteRefresh();
  const marked = outlooks.find((o) => o.outlook)?.outlook ?? null;
  const sample = outlooks.some((o) => o.outlook?.sample === true);
  const mapData = useMemo(
    () =>
      buildHurricaneMapData(
        [],
        [],
        outlooks.flatMap(({ outlook }) => (outlook?.areaShapes ? [outlook.areaShapes] : [])),
      ),
    [outlooks],
  );
  const mapped = mapData.outlookAreas.features.length + mapData.outlookPoints.features.length > 0;
  return (
    <>
      <SampleBanner data={sample ? marked : null} />
      <h1 className={styles.heading}>
        {basin ? `${BASIN_NAMES[basin]} tropical outlook` : 'Tropical outlook'}
        {sample && <span className={styles.sampleTag}> (sample data)</span>}
      </h1>
      <HurricaneNav current={basin ?? 'outlook'} />
      <p className={styles.lead}>
        Areas of disturbed weather and their chances of becoming a tropical cyclone in the next 48
        hours and 7 days.
        {mapped &&
          ' The map shades where each could form, coloured by its 7-day chance; the list gives every area’s chances and details.'}
      </p>
      {mapped && (
        <HurricaneMap
          data={mapData}
          label={
            basin
              ? `Map of the ${BASIN_NAMES[basin]} tropical outlook areas`
              : 'Map of the tropical outlook areas'
          }
        />
      )}
      {outlooks.map(({ basin: code, outlook }) => (
        <section key={code} className={styles.section} aria-labelledby={`outlook-${code}`}>
          <h2 id={`outlook-${code}`} className={styles.subheading}>
            {BASIN_NAMES[code]}
          </h2>
          {outlook ? <BasinOutlook outlook={outlook} /> : <DataUnavailable />}
        </section>
      ))}
      {marked && <SourceCredit data={marked} />}
    </>
  );
}

function BasinOutlook({ outlook }: { outlook: OutlookPayload }) {
  return (
    <>
      {outlook.issuedAt && (
        <p className={styles.updated}>
          Issued <AdvisoryTime iso={outlook.issuedAt} />
        </p>
      )}
      {outlook.activeStorms > 0 && (
        <p>
          {outlook.activeStorms === 1
            ? '1 active storm in this basin'
            : `${outlook.activeStorms} active storms in this basin`}
          {' — see '}
          <Link prefetch={false} href="/hurricane/active">
            active storms
          </Link>
          .
        </p>
      )}
      {outlook.areas.length > 0 ? (
        <>
          {!outlook.areaShapes?.features.length && (
            <p className={styles.updated}>
              NHC’s map of these areas could not be read just now; they are listed only.
            </p>
          )}
          <OutlookAreas areas={outlook.areas} headingLevel={3} />
        </>
      ) : (
        <p>
          {outlook.allClear
            ? 'No tropical cyclones are expected to form during the next 7 days.'
            : `No ${outlook.activeStorms > 0 ? 'other ' : ''}areas of disturbed weather are being watched.`}
        </p>
      )}
    </>
  );
}
