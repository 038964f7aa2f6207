import { SiteLink } from '@/components/SiteLink';
import { DataUnavailable } from '@/components/DataSource';
import {
  AdvisoryTime,
  BASIN_NAMES,
  HurricaneMap,
  joinWords,
  OutlookAreas,
  SampleBanner,
  SourceCredit,
  useFiveMinuteRefresh,
  type DrawnHurricaneMap,
  type ListedOutlook,
} from '@/features/hurricanes';
import type { Basin } from '@/types/hurricane';
import type { PageProps } from '@/types/page';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanePages';

import { HurricaneNav } from './HurricaneNav';
import styles from './HurricaneView.module.css';

const t = translator('hurricanePages', messages);

/** The data of the outlook pages: one basin or all three. */
export interface HurricaneOutlookData {
  /** The basin of `/hurricane/outlook/[basin]`; null on the all-basins page. */
  basin: Basin | null;
  /** Each basin's outlook; null where it could not be read (that basin degrades alone). */
  outlooks: { basin: Basin; outlook: ListedOutlook | null }[];
  /**
   * The areas' map (with the active storms of the basins shown), drawn on the server over the
   * land; null when no basin gives shapes (the areas are listed only).
   */
  map: DrawnHurricaneMap | null;
  /** The names of the storms drawn on the map. */
  stormNames: string[];
}

export type HurricaneOutlookViewProps = PageProps & HurricaneOutlookData;

const pluralRules = new Intl.PluralRules('en-US');

/** The `.one` or `.other` key of `key` for `count`. */
const plural = <K extends string>(key: K, count: number) =>
  pluralRules.select(count) === 'one' ? (`${key}.one` as const) : (`${key}.other` as const);

/** `/hurricane/outlook` and `/hurricane/outlook/[basin]`: the Tropical Weather Outlook. */
export function HurricaneOutlookView({
  basin,
  outlooks,
  map,
  stormNames,
}: HurricaneOutlookViewProps) {
  useFiveMinuteRefresh();
  const marked = outlooks.find((o) => o.outlook)?.outlook ?? null;
  const sample = outlooks.some((o) => o.outlook?.sample === true);
  return (
    <>
      <SampleBanner data={sample ? marked : null} />
      <h1 className={styles.heading}>
        {basin ? t('outlook.basinHeading', { basin: BASIN_NAMES[basin] }) : t('outlook.heading')}
        {sample && <span className={styles.sampleTag}>{t('sampleTag')}</span>}
      </h1>
      <HurricaneNav current={basin ?? 'outlook'} />
      <p className={styles.lead}>
        {t('outlook.lead')}
        {map &&
          t('outlook.leadMap', {
            storms: map.storms > 0 ? t('outlook.leadMapStorms') : '',
          })}
      </p>
      {map && (
        <HurricaneMap
          map={map}
          label={t('outlook.mapLabel', {
            basin: basin ? t('outlook.mapBasin', { basin: BASIN_NAMES[basin] }) : '',
            areas: t(plural('outlook.areas', map.areas), { count: map.areas }),
            storms:
              stormNames.length > 0 ? t('outlook.mapStorms', { names: joinWords(stormNames) }) : '',
          })}
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

function BasinOutlook({ outlook }: { outlook: ListedOutlook }) {
  return (
    <>
      {outlook.issuedAt && (
        <p className={styles.updated}>
          {t('outlook.issued')} <AdvisoryTime iso={outlook.issuedAt} />
        </p>
      )}
      {outlook.activeStorms > 0 && (
        <p>
          {t(plural('outlook.activeStorms', outlook.activeStorms), {
            count: outlook.activeStorms,
          })}
          {t('outlook.see')}
          <SiteLink href="/hurricane/active">{t('outlook.activeLink')}</SiteLink>
          {t('sentenceEnd')}
        </p>
      )}
      {outlook.areas.length > 0 ? (
        <>
          {!outlook.mapped && <p className={styles.updated}>{t('outlook.noShapes')}</p>}
          <OutlookAreas areas={outlook.areas} headingLevel={3} />
        </>
      ) : (
        <p>
          {outlook.allClear
            ? t('outlook.allClear')
            : t(outlook.activeStorms > 0 ? 'outlook.noOtherAreas' : 'outlook.noAreas')}
        </p>
      )}
    </>
  );
}
