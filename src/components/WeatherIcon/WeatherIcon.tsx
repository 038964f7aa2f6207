import { type RefObject, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';

import { weatherIconKey } from './iconKeys';
import { WEATHER_ICONS } from './iconDirs.generated';
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

/** Screens up to this many device pixels per CSS pixel get a sharp picture. */
const MAX_PIXEL_RATIO = 3;

/**
 * The picture of `key` for an icon of `size` CSS pixels: the smallest width that is at least
 * MAX_PIXEL_RATIO times the size, else the largest. One address per size, not a `srcset`: the
 * pictures are a few kB, and a page with dozens of icons would carry every candidate's address.
 */
export function weatherIconSrc(key: string, size: number): string {
  const width =
    WEATHER_ICONS.widths.find((w) => w >= size * MAX_PIXEL_RATIO) ?? WEATHER_ICONS.widths.at(-1);
  return `${WEATHER_ICONS.dir}/${key}-${width}.webp`;
}

/**
 * A Meteocons weather icon: a still WebP picture (scripts/build-weather-icons.mjs says why not the
 * SVG drawing: the browser makes each SVG image a document of its own, on the page's main thread).
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
      src={weatherIconSrc(key, size)}
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
