import { formatFrameTime } from '@/lib/maps/weatherMapLegend';

import type { TileFrame } from '../tileFrames';
import styles from './RadarControls.module.css';

/** Props of {@link RadarControls}. */
export interface RadarControlsProps {
  /** The radar frames, oldest first (empty while they load). */
  frames: readonly TileFrame[];
  index: number;
  playing: boolean;
  /** The place's IANA zone: the slider reads the frames' times on its clock. */
  timeZone?: string | null;
  onTogglePlay: () => void;
  onIndexChange: (index: number) => void;
}

/** Play/pause and the "Radar time" slider of the radar animation. */
export function RadarControls({
  frames,
  index,
  playing,
  timeZone,
  onTogglePlay,
  onIndexChange,
}: RadarControlsProps) {
  const frame = frames[index];
  const time = frame ? formatFrameTime(frame.time, timeZone) : '--';
  const latest = frames.length > 0 && index === frames.length - 1;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.play}
        onClick={onTogglePlay}
        disabled={frames.length < 2}
        aria-label={playing ? 'Pause radar' : 'Play radar'}
      >
        <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
      </button>
      <div className={styles.timeline}>
        <label className={styles.label} htmlFor="radar-time">
          <span>Radar time</span>
          <span className={styles.time} aria-hidden="true">
            {time}
            {latest ? ' (latest)' : ''}
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
      <label htmlFor="radar-opacity">Radar opacity</label>
      <input
        id="radar-opacity"
        type="range"
        min={20}
        max={100}
        step={5}
        value={percent}
        aria-valuetext={`${percent}%`}
        onChange={(event) => onChange(Number(event.currentTarget.value) / 100)}
      />
      <output htmlFor="radar-opacity" aria-hidden="true">
        {percent}%
      </output>
    </div>
  );
}
