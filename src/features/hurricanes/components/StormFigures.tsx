import { useAppSelector } from '@/store/hooks';
import { selectPressureUnit, selectWindUnit } from '@/features/units/unitsSlice';
import { formatPressure, formatWindSpeed } from '@/lib/units';
import type { Storm } from '@/types/hurricane';

import { formatMovement, formatPosition, knotsToMs } from '../stormFormat';
import { AdvisoryTime } from './AdvisoryTime';
import styles from './Hurricanes.module.css';

/** A storm's headline figures in the visitor's units: wind, pressure, movement, position, time. */
export function StormFigures({ storm }: { storm: Storm }) {
  const windUnit = useAppSelector(selectWindUnit);
  const pressureUnit = useAppSelector(selectPressureUnit);
  const movement = formatMovement(storm.movement, (ms) => formatWindSpeed(ms, windUnit));
  return (
    <dl className={styles.figures}>
      <div>
        <dt>Max wind</dt>
        <dd>{formatWindSpeed(knotsToMs(storm.windKt), windUnit)}</dd>
      </div>
      <div>
        <dt>Pressure</dt>
        <dd>
          {storm.pressureMb === null ? 'Not given' : formatPressure(storm.pressureMb, pressureUnit)}
        </dd>
      </div>
      <div>
        <dt>Movement</dt>
        <dd>{movement ?? 'Not given'}</dd>
      </div>
      <div>
        <dt>Position</dt>
        <dd>{formatPosition(storm.latitude, storm.longitude)}</dd>
      </div>
      <div>
        <dt>Latest advisory</dt>
        <dd>
          {storm.advisories.number ? `#${storm.advisories.number.replace(/^0+(?=\d)/, '')}, ` : ''}
          <AdvisoryTime iso={storm.lastUpdate} />
        </dd>
      </div>
    </dl>
  );
}
