import { SiteLink } from '@/components/SiteLink';
import {
  BASIN_NAMES,
  HurricaneMap,
  joinWords,
  OutlookAreas,
  SampleBanner,
  SourceCredit,
  StormList,
  useFiveMinuteRefresh,
  type DrawnHurricaneMap,
  type ListedOutlook,
} from '@/features/hurricanes';
import { DataUnavailable } from '@/components/DataSource';
import type { ActiveStormsPayload, Basin } from '@/types/hurricane';
import type { PageProps } from '@/types/page';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanePages';

import { HurricaneNav } from './HurricaneNav';
import styles from './HurricaneView.module.css';

const t = translator('hurricanePages', messages);

/** The data of the active-storms page. */
export interface HurricaneActiveData {
  active: ActiveStormsPayload;
  /**
   * The storm map (positions, and the cones and tracks that could be read), drawn on the server
   * over the land; null with no active storm.
   */
  map: DrawnHurricaneMap | null;
  /** With no active storm: each basin's outlook (null where it could not be read). */
  outlooks: { basin: Basin; outlook: ListedOutlook | null }[];
}

export type HurricaneActiveViewProps = PageProps & HurricaneActiveData;

const pluralRules = new Intl.PluralRules('en-US');

/** The `.one` or `.other` key of `key` for `count`. */
const plural = <K extends string>(key: K, count: number) =>
  pluralRules.select(count) === 'one' ? (`${key}.one` as const) : (`${key}.other` as const);

/** `/hurricane/active`: every active storm across the basins, on a map and as cards. */
export function HurricaneActiveView({ active, map, outlooks }: HurricaneActiveViewProps) {
  useFiveMinuteRefresh();
  const sample = active.sample === true;
  const { storms } = active;
  return (
    <>
      <SampleBanner data={active} />
      <h1 className={styles.heading}>
        {t('active.heading')}
        {sample && <span className={styles.sampleTag}>{t('sampleTag')}</span>}
      </h1>
      <HurricaneNav current="active" />
      {storms.length > 0 ? (
        <>
          <p className={styles.lead}>
            {t('active.lead', {
              cyclones: t(plural('active.cyclones', storms.length), { count: storms.length }),
              where: sample ? t('active.inSample') : t('active.acrossBasins'),
            })}
            {active.outlookAreasOpen > 0 &&
              t(plural('active.watched', active.outlookAreasOpen), {
                count: active.outlookAreasOpen,
              })}
          </p>
          <section className={styles.section} aria-labelledby="storms-map">
            <h2 id="storms-map" className={styles.subheading}>
              {t('active.stormMap')}
            </h2>
            {map ? (
              <HurricaneMap
                map={map}
                label={t('active.mapLabel', {
                  names: joinWords(storms.map((s) => s.name)),
                  shown: map.legend.cone ? t('active.mapCones') : t('active.mapPositions'),
                  extras: map.extras,
                })}
              />
            ) : (
              <DataUnavailable />
            )}
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
        {t('noStorms.heading')}
      </h2>
      {openAreas > 0 ? (
        <p>
          {t(plural('noStorms.areas', openAreas), { count: openAreas })} {t('noStorms.watching')}{' '}
          <SiteLink href="/hurricane/outlook">{t('noStorms.outlookLink')}</SiteLink>
          {t('sentenceEnd')}
        </p>
      ) : (
        !missing && <p>{t('noStorms.none')}</p>
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
