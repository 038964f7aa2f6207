import { useAppSelector } from '@/store/hooks';
import { selectPressureUnit, selectWindUnit } from '@/features/units/unitsSlice';
import { formatPressure, formatWindSpeed } from '@/lib/units';
import type { Storm } from '@/types/hurricane';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/hurricanes';

import { formatMovement, formatPosition, formatStormWind } from '../stormFormat';
import { AdvisoryTime } from './AdvisoryTime';
import styles from './Hurricanes.module.css';

const t = translator('hurricanes', messages);

/**
 * A storm's headline figures in the visitor's units: wind, pressure, movement, position, time. The
 * wind reads as the advisory states it (mph and km/h to the nearest 5); the movement, like the
 * advisory's, to the whole unit.
 */
export function StormFigures({ storm }: { storm: Storm }) {
  const windUnit = useAppSelector(selectWindUnit);
  const pressureUnit = useAppSelector(selectPressureUnit);
  const movement = formatMovement(storm.movement, (ms) => formatWindSpeed(ms, windUnit));
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('figures.maxWind')}</dt>
        <dd>{formatStormWind(storm.windKt, windUnit)}</dd>
      </div>
      <div>
        <dt>{t('figures.pressure')}</dt>
        <dd>
          {storm.pressureMb === null
            ? t('notGiven')
            : formatPressure(storm.pressureMb, pressureUnit)}
        </dd>
      </div>
      <div>
        <dt>{t('figures.movement')}</dt>
        <dd>{movement ?? t('notGiven')}</dd>
      </div>
      <div>
        <dt>{t('figures.position')}</dt>
        <dd>{formatPosition(storm.latitude, storm.longitude)}</dd>
      </div>
      <div>
        <dt>{t('figures.latestAdvisory')}</dt>
        <dd>
          {storm.advisories.number
            ? t('figures.advisoryNumber', {
                number: storm.advisories.number.replace(/^0+(?=\d)/, ''),
              })
            : ''}
          <AdvisoryTime iso={storm.lastUpdate} />
        </dd>
      </div>
    </dl>
  );
}
