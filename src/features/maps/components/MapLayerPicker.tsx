import { MAP_LAYER_IDS, MAP_LAYER_NAMES, type MapLayerId } from '@/lib/maps/weatherMapQuery';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

import styles from './MapLayerPicker.module.css';

const t = translator('maps', messages);

/** The radio group "Map layer": Radar, Temperature, Alerts, Hurricanes. */
export function MapLayerPicker({
  value,
  onChange,
}: {
  value: MapLayerId;
  onChange: (layerId: MapLayerId) => void;
}) {
  return (
    <div role="radiogroup" aria-label={t('layerPicker')} className={styles.group}>
      {MAP_LAYER_IDS.map((id) => (
        <label key={id} className={styles.option}>
          <input
            type="radio"
            name="map-layer"
            value={id}
            checked={value === id}
            onChange={() => onChange(id)}
            className={styles.input}
          />
          <span className={styles.pill}>{MAP_LAYER_NAMES[id]}</span>
        </label>
      ))}
    </div>
  );
}
