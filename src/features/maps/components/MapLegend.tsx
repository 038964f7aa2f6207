import { selectRainUnit, selectTempUnit } from '@/features/units/unitsSlice';
import { radarGroupRanges, temperatureLegendLabels } from '@/lib/maps/weatherMapLegend';
import { TEMPERATURE_LEGEND } from '@/lib/maps/weatherLegends';
import { ALERT_SEVERITY_COLORS } from '@/lib/maps/weatherMapLayers';
import { MAP_LAYER_NAMES, type MapLayerId } from '@/lib/maps/weatherMapQuery';
import { formatTemperature } from '@/lib/units';
import { useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

import { LegendSwatch } from './LegendSwatch';
import styles from './MapLegend.module.css';

const t = translator('maps', messages);

/** The catalogue key of each alert severity the legend shows. */
const SEVERITY_KEYS = {
  Extreme: 'severity.extreme',
  Severe: 'severity.severe',
  Moderate: 'severity.moderate',
  Minor: 'severity.minor',
} as const;

function RadarLegend() {
  const rainUnit = useAppSelector(selectRainUnit);
  return (
    <>
      <p className={styles.caption}>{t('legend.radar')}</p>
      <ul className={styles.scale}>
        {radarGroupRanges(rainUnit).map((group) => (
          <li key={group.intensity} className={styles.step}>
            <LegendSwatch colors={group.colors} />
            <span className={styles.name}>{group.name}</span>{' '}
            <span className={styles.rate}>{group.range}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function TemperatureLegend() {
  const tempUnit = useAppSelector(selectTempUnit);
  return (
    <>
      <p className={styles.caption}>{t('legend.temperature')}</p>
      <LegendSwatch
        className={styles.ramp}
        colors={TEMPERATURE_LEGEND.map((s) => s.color)}
        width="100%"
      />
      <ul className={styles.ticks}>
        {temperatureLegendLabels().map((stop) => (
          <li key={stop.celsius}>{formatTemperature(stop.celsius, tempUnit)}</li>
        ))}
      </ul>
    </>
  );
}

function AlertsLegend() {
  return (
    <>
      <p className={styles.caption}>{t('legend.alerts')}</p>
      <ul className={styles.scale}>
        {(['Extreme', 'Severe', 'Moderate', 'Minor'] as const).map((severity) => (
          <li key={severity} className={styles.step}>
            <LegendSwatch colors={[ALERT_SEVERITY_COLORS[severity]]} />
            <span className={styles.name}>{t(SEVERITY_KEYS[severity])}</span>
          </li>
        ))}
        <li className={styles.step}>
          <span className={`${styles.swatch} ${styles.dashed}`} aria-hidden="true" />
          <span className={styles.name}>{t('legend.approximate')}</span>
        </li>
      </ul>
    </>
  );
}

function HurricanesLegend() {
  return (
    <ul className={styles.scale}>
      <li className={styles.step}>
        <span className={`${styles.swatch} ${styles.storm}`} aria-hidden="true" />
        <span className={styles.name}>{t('legend.stormPosition')}</span>
      </li>
      <li className={styles.step}>
        <span className={`${styles.swatch} ${styles.cone}`} aria-hidden="true" />
        <span className={styles.name}>{t('legend.cone')}</span>
      </li>
      <li className={styles.step}>
        <span className={`${styles.swatch} ${styles.track}`} aria-hidden="true" />
        <span className={styles.name}>{t('legend.track')}</span>
      </li>
    </ul>
  );
}

/** The legend of the chosen layer, in the visitor's units; `caption` says what time it shows. */
export function MapLegend({
  layerId,
  caption = null,
}: {
  layerId: MapLayerId;
  caption?: string | null;
}) {
  return (
    <section className={styles.legend} aria-labelledby="map-legend-heading">
      <h2 id="map-legend-heading" className={styles.heading}>
        {t('legend.heading', { layer: MAP_LAYER_NAMES[layerId] })}
      </h2>
      {caption && <p className={styles.caption}>{caption}</p>}
      {layerId === 'Radar.Global' && <RadarLegend />}
      {layerId === 'Temperature.Global' && <TemperatureLegend />}
      {layerId === 'Alerts.Global' && <AlertsLegend />}
      {layerId === 'Hurricanes.Global' && <HurricanesLegend />}
    </section>
  );
}
