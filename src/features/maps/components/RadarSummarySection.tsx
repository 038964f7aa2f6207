import { useEffect, useState } from 'react';

import { DataUnavailable } from '@/components/DataSource';
import { selectUnitSystem } from '@/features/units/unitsSlice';
import { summaryInUnits } from '@/lib/maps/weatherMapLegend';
import { longDistanceUnitFor } from '@/lib/units';
import { useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

import { fetchRadarSummary, type RadarSummary } from '../tileFrames';
import styles from './RadarSummarySection.module.css';

const t = translator('maps', messages);

/**
 * The region "Radar summary": a sentence on precipitation near the place, from the same field as
 * the radar tiles, its distances in the visitor's unit. Server-rendered when the page has it;
 * otherwise asked for in the browser.
 */
export function RadarSummarySection({
  summary,
  place,
}: {
  summary: RadarSummary | null;
  /** `name`: the place's short name the sentence uses ("Denver"). */
  place: { name: string; latitude: number; longitude: number; elevationMeters?: number | null };
}) {
  const distanceUnit = longDistanceUnitFor(useAppSelector(selectUnitSystem));
  const [fetched, setFetched] = useState<RadarSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (summary) return undefined;
    const controller = new AbortController();
    fetchRadarSummary(
      {
        latitude: place.latitude,
        longitude: place.longitude,
        name: place.name,
        elevationMeters: place.elevationMeters,
      },
      controller.signal,
    )
      .then((parsed) => {
        if (parsed) setFetched(parsed);
        else setFailed(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [summary, place.latitude, place.longitude, place.name, place.elevationMeters]);

  const shown = summary ?? fetched;
  return (
    <section className={styles.summary} aria-labelledby="radar-summary-heading">
      <h2 id="radar-summary-heading" className={styles.heading}>
        {t('summary.heading')}
      </h2>
      {shown ? (
        <>
          <p className={styles.text} aria-live="polite">
            {summaryInUnits(shown.text, distanceUnit)}
          </p>
          {shown.demo && <p className={styles.note}>{shown.note ?? t('summary.demo')}</p>}
        </>
      ) : failed ? (
        <DataUnavailable />
      ) : (
        <p className={styles.text} role="status">
          {t('summary.reading', { place: place.name })}
        </p>
      )}
    </section>
  );
}
