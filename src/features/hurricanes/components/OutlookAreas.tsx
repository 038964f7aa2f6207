import type { ChanceLevel, OutlookArea, OutlookChance } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { outlookAreaLabel } from '../map/mapStyle';
import styles from './Hurricanes.module.css';

const t = translator('hurricanes', messages);

const LEVEL_NAMES: Record<ChanceLevel, string> = {
  low: t('outlook.low'),
  medium: t('outlook.medium'),
  high: t('outlook.high'),
};

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
            {t('outlook.percent', { percent: chance.percent })}
          </>
        ) : (
          t('notGiven')
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
                {area.title ?? t('outlook.area', { number: i + 1 })}
                {area.title ? t('outlook.areaId', { id: outlookAreaLabel(area.id) }) : ''}
              </Heading>
              <dl className={styles.chances}>
                <Chance label={t('outlook.chance48h')} chance={area.chance48h} />
                <Chance label={t('outlook.chance7d')} chance={area.chance7d} />
              </dl>
              <p className={styles.areaText}>{area.description}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
