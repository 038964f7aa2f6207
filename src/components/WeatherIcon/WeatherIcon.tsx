import { type RefObject, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';

import { weatherIconKey } from './iconKeys';
import { WEATHER_ICON_DIRS } from './iconDirs.generated';
import styles from './WeatherIcon.module.css';

interface WeatherIconProps {
  /** An icon key (a condition's `icon`, or a symbol of `WEATHER_ICON_DRAWINGS`); unknown keys show "not available". */
  icon: string;
  /** Width and height in CSS pixels (the box is reserved, so the icon never shifts the layout). */
  size?: number;
  /** What the icon says, when no text beside it says so; without it the icon is decorative. */
  label?: string;
  className?: string;
  /**
   * Gently moving (the page's one hero icon, such as the current conditions): the still drawing
   * floats, by a CSS animation of `transform` alone, which the browser runs on its compositor with
   * no work on the page's main thread. It pauses while the icon is off screen and never runs for
   * visitors who prefer reduced motion. (The drawings' own SVG animations repainted the image on
   * the main thread many times a second, about 0.3 s of every second on a throttled phone.)
   */
  animated?: boolean;
}

/** False while the element is off screen (true until the browser says otherwise). */
function useOnScreen(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!watch || !element || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch]);
  return onScreen;
}

/**
 * A Meteocons weather icon: a small still SVG file per icon. (Not views of one sprite: the browser
 * restyles, lays out and paints a whole sprite document for every image of it.)
 */
export function WeatherIcon({ icon, size = 48, label, className, animated }: WeatherIconProps) {
  const key = weatherIconKey(icon);
  const ref = useRef<HTMLImageElement>(null);
  const onScreen = useOnScreen(ref, animated === true);
  return (
    <img
      ref={ref}
      className={animated ? clsx(className, styles.floating) : className}
      data-paused={animated && !onScreen ? '' : undefined}
      src={`${WEATHER_ICON_DIRS.still}/${key}.svg`}
      width={size}
      height={size}
      alt={label ?? ''}
      // The hero icon loads at once; the others as they near the screen (a forecast page has
      // dozens, mostly below the fold or along the hourly strip).
      loading={animated ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
