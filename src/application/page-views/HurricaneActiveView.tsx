import { useMemo } from 'react';

import { SiteLink } from '@/components/SiteLink';
import {
  BASIN_NAMES,
  HurricaneMap,
  joinWords,
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
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanePages';

import styles from './HurricaneView.module.css';

const t = translator('hurricanePages', messages);

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

const pluralRules = new Intl.PluralRules('en-US');

/** The `.one` or `.other` key of `key` for `count`. */
const plural = <K extends string>(key: K, count: number) =>
  pluralRules.select(count) === 'one' ? (`${key}.one` as const) : (`${key}.other` as const);

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
  const mapLabel = t('active.mapLabel', {
    names: joinWords(storms.map((s) => s.name)),
    shown: mapData.cones.features.length > 0 ? t('active.mapCones') : t('active.mapPositions'),
    extras: describeMapExtras(mapData),
  });
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
    { key: 'active', href: '/hurricane/active', label: t('nav.active') },
    { key: 'outlook', href: '/hurricane/outlook', label: t('nav.outlook') },
    ...(['at', 'ep', 'cp'] as const).map((basin) => ({
      key: basin,
      href: outlookPath(basin),
      label: t('nav.basinOutlook', { basin: BASIN_NAMES[basin] }),
    })),
  ];
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <SiteLink href={link.href} aria-current={link.key === current ? 'page' : undefined}>
              {link.label}
            </SiteLink>
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
