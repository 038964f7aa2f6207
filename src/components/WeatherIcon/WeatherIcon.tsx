import { weatherIconKey } from './iconKeys';
import { WEATHER_SPRITES } from './sprites.generated';

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
   */
  animated?: boolean;
}

/**
 * A Meteocons weather icon: a view of the still sprite (each icon a `<view>` of it), so a page's
 * icons cost one cached request; an `animated` icon is a file of its own.
 */
export function WeatherIcon({ icon, size = 48, label, className, animated }: WeatherIconProps) {
  const key = weatherIconKey(icon);
  if (!animated) {
    return (
      <img
        className={className}
        src={`${WEATHER_SPRITES.still}#${key}`}
        width={size}
        height={size}
        alt={label ?? ''}
        decoding="async"
      />
    );
  }
  return (
    <picture className={className}>
      <source media="(prefers-reduced-motion: reduce)" srcSet={`${WEATHER_SPRITES.still}#${key}`} />
      {}
      <img
        src={`${WEATHER_SPRITES.animatedDir}/${key}.svg`}
        width={size}
        height={size}
        alt={label ?? ''}
        decoding="async"
      />
    </picture>
  );
}
