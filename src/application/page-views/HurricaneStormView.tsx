import { SiteLink } from '@/components/SiteLink';
import { DataUnavailable } from '@/components/DataSource';
import {
  AdvisoryText,
  AdvisoryTime,
  BASIN_NAMES,
  CategoryBadge,
  HurricaneMap,
  IntensityChart,
  isStale,
  SampleBanner,
  SourceCredit,
  StormFigures,
  stormClass,
  useFiveMinuteRefresh,
  type DrawnHurricaneMap,
  type DrawnIntensityChart,
} from '@/features/hurricanes';
import type { StormAdvisory, StormPayload } from '@/types/hurricane';
import type { PageProps } from '@/types/page';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanePages';

import { HurricaneNav } from './HurricaneNav';
import styles from './HurricaneView.module.css';

const t = translator('hurricanePages', messages);

/** The data of a storm's page. */
export interface HurricaneStormData {
  storm: StormPayload;
  /**
   * The map of the storm's cone, tracks, watches/warnings and wind radii, drawn on the server over
   * the land; null when its map products could not be read.
   */
  map: DrawnHurricaneMap | null;
  /** The forecast intensity, drawn on the server; null without two forecast points. */
  chart: DrawnIntensityChart | null;
  /** The latest public advisory; null when it could not be read. */
  advisory: StormAdvisory | null;
  /** When the server read the data (ISO): the storm is flagged stale 12 hours after its update. */
  checkedAt: string;
}

export type HurricaneStormViewProps = PageProps & HurricaneStormData;

/** `/hurricane/active/[name]`: one storm's figures, map, forecast intensity and advisory. */
export function HurricaneStormView({
  storm,
  map,
  chart,
  advisory,
  checkedAt,
}: HurricaneStormViewProps) {
  useFiveMinuteRefresh();
  const sample = storm.sample === true;
  const cls = stormClass(storm);
  // Decided from the server's time, so the first render in the browser agrees.
  const stale = isStale(storm.lastUpdate, Date.parse(checkedAt));
  const links = [
    { href: storm.advisories.publicUrl, label: t('storm.link.public') },
    { href: storm.advisories.forecastUrl, label: t('storm.link.forecast') },
    { href: storm.advisories.discussionUrl, label: t('storm.link.discussion') },
    { href: storm.advisories.windSpeedProbabilitiesUrl, label: t('storm.link.windSpeed') },
    { href: storm.advisories.graphicsUrl, label: t('storm.link.graphics') },
  ].filter((l): l is { href: string; label: string } => Boolean(l.href));
  return (
    <>
      <SampleBanner data={storm} />
      <p className={styles.back}>
        <SiteLink href="/hurricane/active">{t('storm.back')}</SiteLink>
      </p>
      <header className={styles.stormHeader}>
        <CategoryBadge storm={storm} />
        <div>
          <h1 className={styles.heading}>
            {t('storm.heading', { classification: cls.label, name: storm.name })}
            {sample && <span className={styles.sampleTag}>{t('sampleTag')}</span>}
          </h1>
          <p className={styles.updated}>
            {t('storm.updated', { basin: BASIN_NAMES[storm.basin] })}{' '}
            <AdvisoryTime iso={storm.lastUpdate} />
          </p>
        </div>
      </header>
      {stale && (
        <p className={styles.stale} role="note">
          {t('storm.stale')}
        </p>
      )}
      <HurricaneNav current="" />
      <section className={styles.panel} aria-labelledby="storm-now">
        <h2 id="storm-now" className={styles.subheading}>
          {t('storm.current')}
        </h2>
        <StormFigures storm={storm} />
        {storm.hasWatchesWarnings && <p className={styles.warningNote}>{t('storm.warnings')}</p>}
      </section>
      <section className={styles.section} aria-labelledby="storm-map">
        <h2 id="storm-map" className={styles.subheading}>
          {t('storm.mapHeading')}
        </h2>
        {map ? (
          <HurricaneMap
            map={map}
            label={t('storm.mapLabel', {
              classification: cls.label,
              name: storm.name,
              shown: map.legend.cone ? t('storm.mapCone') : t('storm.mapPosition'),
              extras: map.extras,
            })}
          />
        ) : (
          <DataUnavailable />
        )}
      </section>
      <section className={styles.section} aria-labelledby="storm-intensity">
        <h2 id="storm-intensity" className={styles.subheading}>
          {t('storm.intensity')}
        </h2>
        {chart ? <IntensityChart chart={chart} /> : <DataUnavailable />}
      </section>
      <section className={styles.section} aria-labelledby="storm-advisory">
        <h2 id="storm-advisory" className={styles.subheading}>
          {t('storm.advisory')}
        </h2>
        {advisory ? <AdvisoryText advisory={advisory} /> : <DataUnavailable />}
      </section>
      {links.length > 0 && (
        <section className={styles.section} aria-labelledby="storm-products">
          <h2 id="storm-products" className={styles.subheading}>
            {t('storm.products')}
          </h2>
          <ul className={styles.productLinks}>
            {links.map((l) => (
              <li key={l.label}>
                <a href={l.href} rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <SourceCredit data={storm} />
    </>
  );
}
