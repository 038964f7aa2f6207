import { SiteLink } from '@/components/SiteLink';
import type { Storm } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { BASIN_NAMES, stormClass, stormPath } from '../stormFormat';
import { CategoryBadge } from './CategoryBadge';
import styles from './Hurricanes.module.css';
import { StormFigures } from './StormFigures';

const t = translator('hurricanes', messages);

/** The active storms, each a card with its class, figures and a link to its page. */
export function StormList({ storms, sample }: { storms: readonly Storm[]; sample: boolean }) {
  return (
    <ul className={styles.stormList} aria-label={t('list.label')}>
      {storms.map((storm) => {
        const cls = stormClass(storm);
        return (
          <li key={storm.id}>
            <article className={styles.stormCard} aria-labelledby={`storm-${storm.id}`}>
              <header className={styles.stormHeader}>
                <CategoryBadge storm={storm} />
                <div>
                  <h2 className={styles.stormName} id={`storm-${storm.id}`}>
                    <SiteLink href={stormPath(storm.name)}>
                      {t('list.name', { classification: cls.label, name: storm.name })}
                    </SiteLink>
                  </h2>
                  <p className={styles.stormMeta}>
                    {BASIN_NAMES[storm.basin]}
                    {sample ? t('list.sample') : ''}
                  </p>
                </div>
              </header>
              <StormFigures storm={storm} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
