import type { ChanceLevel, OutlookArea, OutlookChance } from '@/types/hurricane';

import { outlookAreaLabel } from '../map/hurricaneMapData';
import styles from './Hurricanes.module.css';

const LEVEL_NAMES: Record<ChanceLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };

function Chance({ label, chance }: { label: string; chance: OutlookChance | null }) {
  return (
    <div className={styles.chance}>
      <dt>{label}</dt>
      <dd>
        {chance ? (
          <>
            <span className={`${styles.level} ${styles[`level_${chance.level}`] ?? ''}`}>
              {LEVEL_NAMES[chance.level]}
            </span>{' '}
            {chance.percent}%
          </>
        ) : (
          'Not given'
        )}
      </dd>
    </div>
  );
}

/**
 * The areas of one outlook, each with its 2-day and 7-day formation chances and its text; each
 * heading names the area as its map does (invest id, else 'Area <n>').
 */
export function OutlookAreas({
  areas,
  headingLevel = 3,
}: {
  areas: readonly OutlookArea[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.areas}>
      {areas.map((area, i) => {
        const id = `area-${area.id}`;
        return (
          <li key={area.id}>
            <article className={styles.area} aria-labelledby={id}>
              <Heading className={styles.areaTitle} id={id}>
                {area.title ?? `Area ${i + 1}`}
                {area.title ? ` (${outlookAreaLabel(area.id)})` : ''}
              </Heading>
              <dl className={styles.chances}>
                <Chance label="Formation chance, 48 hours" chance={area.chance48h} />
                <Chance label="Formation chance, 7 days" chance={area.chance7d} />
              </dl>
              <p className={styles.areaText}>{area.description}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
