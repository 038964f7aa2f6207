import Link from 'next/link';
import { useMemo } from 'react';

import { DataUnavailable } from '@/components/DataSource';
import {
  AdvisoryTime,
  BASIN_EXTENTS,
  BASIN_NAMES,
  buildHurricaneMapData,
  HurricaneMap,
  OutlookAreas,
  SampleBanner,
  SourceCredit,
  useFiveMinuteRefresh,
  type StormMarker,
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
  /** The active storms of the basins shown, drawn on the map with the areas. */
  storms?: StormMarker[];
}

export type HurricaneOutlookViewProps = PageProps & HurricaneOutlookData;

/** `/hurricane/outlook` and `/hurricane/outlook/[basin]`: the Tropical Weather Outlook. */
export function HurricaneOutlookView({ basin, outlooks, storms = [] }: HurricaneOutlookViewProps) {
  useFiveMinuteRefresh();
  const marked = outlooks.find((o) => o.outlook)?.outlook ?? null;
  const sample = outlooks.some((o) => o.outlook?.sample === true);
  const { mapData, extent } = useMemo(() => {
    const drawn = outlooks.filter(({ outlook }) => (outlook?.areaShapes?.features.length ?? 0) > 0);
    return {
      mapData: buildHurricaneMapData(
        storms,
        [],
        drawn.flatMap(({ outlook }) => (outlook?.areaShapes ? [outlook.areaShapes] : [])),
      ),
      // The basins drawn, whole: the areas against the coasts around them.
      extent: drawn.reduce<[number, number, number, number] | null>((box, { basin: code }) => {
        const b = BASIN_EXTENTS[code];
        return box
          ? [
              Math.min(box[0], b[0]),
              Math.min(box[1], b[1]),
              Math.max(box[2], b[2]),
              Math.max(box[3], b[3]),
            ]
          : b;
      }, null),
    };
  }, [outlooks, storms]);
  const mapped = extent !== null;
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
          ` The map shades where each could form, coloured by its 7-day chance${mapData.storms.features.length > 0 ? ', with the active storms' : ''}; the list gives every area’s chances and details.`}
      </p>
      {mapped && (
        <HurricaneMap
          data={mapData}
          extent={extent}
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
