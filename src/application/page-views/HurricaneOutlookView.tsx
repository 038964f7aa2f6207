import Link from 'next/link';
import { useMemo } from 'react';

import { DataUnavailable } from '@/components/DataSource';
import {
  AdvisoryTime,
  BASIN_NAMES,
  HurricaneMap,
  joinWords,
  OutlookAreas,
  SampleBanner,
  outlookMap,
  SourceCredit,
  useFiveMinuteRefresh,
  type StormMarker,
  type SvgBasemap,
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
  /** The land under the areas' map (read on the server); null: the map is drawn on water alone. */
  basemap?: SvgBasemap | null;
}

export type HurricaneOutlookViewProps = PageProps & HurricaneOutlookData;

/** `/hurricane/outlook` and `/hurricane/outlook/[basin]`: the Tropical Weather Outlook. */
export function HurricaneOutlookView({
  basin,
  outlooks,
  storms = [],
  basemap = null,
}: HurricaneOutlookViewProps) {
  useFiveMinuteRefresh();
  const marked = outlooks.find((o) => o.outlook)?.outlook ?? null;
  const sample = outlooks.some((o) => o.outlook?.sample === true);
  const map = useMemo(() => outlookMap(outlooks, storms), [outlooks, storms]);
  const areaCount = map?.data.outlookLabels.features.filter(
    (f) => f.properties?.level !== 'storm',
  ).length;
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
        {map &&
          ` The map shades where each could form, coloured by its 7-day chance${map.data.storms.features.length > 0 ? ', with the active storms' : ''}; the list gives every area’s chances and details.`}
      </p>
      {map && (
        <HurricaneMap
          data={map.data}
          extent={map.extent}
          basemap={basemap}
          label={`Map of the ${
            basin ? `${BASIN_NAMES[basin]} ` : ''
          }tropical outlook: ${areaCount === 1 ? '1 area' : `${areaCount ?? 0} areas`} where a storm could form, coloured by 7-day chance${
            storms.length > 0 ? `, with ${joinWords(storms.map((s) => s.name))}` : ''
          }`}
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
