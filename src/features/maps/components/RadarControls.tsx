import { formatFrameTime } from '@/lib/maps/weatherMapLegend';
import { translator } from '@/lib/i18n';
import type { ZoneOffsetSpan } from '@/lib/time';
import { messages } from '@/lib/i18n/en-US/maps';

import type { TileFrame } from '../tileFrames';
import styles from './RadarControls.module.css';

const t = translator('maps', messages);

/** Props of {@link RadarControls}. */
export interface RadarControlsProps {
  /** The radar frames, oldest first (empty while they load). */
  frames: readonly TileFrame[];
  index: number;
  playing: boolean;
  /** The place's IANA zone: the slider reads the frames' times on its clock. */
  timeZone?: string | null;
  /** The place's UTC offset over the page's span: the slider's times without Intl. */
  zoneOffset?: ZoneOffsetSpan | null;
  onTogglePlay: () => void;
  onIndexChange: (index: number) => void;
}

/** Play/pause and the "Radar time" slider of the radar animation. */
export function RadarControls({
  frames,
  index,
  playing,
  timeZone,
  zoneOffset,
  onTogglePlay,
  onIndexChange,
}: RadarControlsProps) {
  const frame = frames[index];
  const time = frame ? formatFrameTime(frame.time, timeZone, zoneOffset) : '--';
  const latest = frames.length > 0 && index === frames.length - 1;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.play}
        onClick={onTogglePlay}
        disabled={frames.length < 2}
        aria-label={playing ? t('controls.pause') : t('controls.play')}
      >
        <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
      </button>
      <div className={styles.timeline}>
        <label className={styles.label} htmlFor="radar-time">
          <span>{t('controls.time')}</span>
          <span className={styles.time} aria-hidden="true">
            {time}
            {latest ? t('controls.latest') : ''}
          </span>
        </label>
        <input
          id="radar-time"
          type="range"
          className={styles.slider}
          min={0}
          max={Math.max(frames.length - 1, 0)}
          step={1}
          value={frames.length > 0 ? index : 0}
          disabled={frames.length === 0}
          aria-valuetext={time}
          onChange={(event) => onIndexChange(Number(event.currentTarget.value))}
        />
      </div>
    </div>
  );
}

/** The radar's opacity control, 20–100 %. */
export function RadarOpacity({
  opacity,
  onChange,
}: {
  opacity: number;
  onChange: (opacity: number) => void;
}) {
  const percent = Math.round(opacity * 100);
  return (
    <div className={styles.opacity}>
      <label htmlFor="radar-opacity">{t('controls.opacity')}</label>
      <input
        id="radar-opacity"
        type="range"
        min={20}
        max={100}
        step={5}
        value={percent}
        aria-valuetext={t('percent', { value: percent })}
        onChange={(event) => onChange(Number(event.currentTarget.value) / 100)}
      />
      <output htmlFor="radar-opacity" aria-hidden="true">
        {t('percent', { value: percent })}
      </output>
    </div>
  );
}
