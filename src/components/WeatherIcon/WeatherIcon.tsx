import { useEffect, useState } from 'react';

import { afterLoadWhenIdle } from '@/lib/scheduling/whenIdle';

import { weatherIconKey } from './iconKeys';
import { WEATHER_ICON_DIRS } from './iconDirs.generated';

interface WeatherIconProps {
  /** An icon key (a condition's `icon`, or a symbol of `WEATHER_ICON_DRAWINGS`); unknown keys show "not available". */
  icon: string;
  /** Width and height in CSS pixels (the box is reserved, so the icon never shifts the layout). */
  size?: number;
  /** What the icon says, when no text beside it says so; without it the icon is decorative. */
  label?: string;
  className?: string;
  /**
   * Animated (the page's one hero icon, such as the current conditions), still for visitors who
   * prefer reduced motion. Every other icon is still: each animated image repaints many times a
   * second, and a list of them (the hourly strip, the days) kept a phone's main thread painting.
   * The animation starts once the page has loaded and the browser is idle: until then the still
   * drawing shows (the server's and the hydrating page's), so its repaints never compete with the
   * page's start (on Lighthouse's phone they were over a second of main-thread work while a page
   * loaded).
   */
  animated?: boolean;
}

/** False until the page has loaded and the browser is idle after it (always false when not `wanted`). */
function useMovesOnceIdle(wanted: boolean): boolean {
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    return afterLoadWhenIdle(() => setMoving(true));
  }, [wanted]);
  return moving;
}

/**
 * A Meteocons weather icon: a small SVG file per icon, still or animated. (Not views of one sprite:
 * the browser restyles, lays out and paints a whole sprite document for every image of it.) Still
 * icons load lazily, as they near the screen: a forecast page has dozens, mostly below the fold or
 * along the hourly strip, and none is the page's main content.
 */
export function WeatherIcon({ icon, size = 48, label, className, animated }: WeatherIconProps) {
  const key = weatherIconKey(icon);
  const moving = useMovesOnceIdle(animated === true);
  if (!animated) {
    return (
      <img
        className={className}
        src={`${WEATHER_ICON_DIRS.still}/${key}.svg`}
        width={size}
        height={size}
        alt={label ?? ''}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <picture className={className}>
      <source
        media="(prefers-reduced-motion: reduce)"
        srcSet={`${WEATHER_ICON_DIRS.still}/${key}.svg`}
      />
      {}
      <img
        src={`${moving ? WEATHER_ICON_DIRS.animated : WEATHER_ICON_DIRS.still}/${key}.svg`}
        width={size}
        height={size}
        alt={label ?? ''}
        decoding="async"
      />
    </picture>
  );
}
