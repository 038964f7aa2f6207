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
}

/**
 * A Meteocons weather icon from one sprite file per style (each icon a `<view>` of the sprite),
 * so a page's icons cost one cached request. Animated, except for visitors who prefer reduced
 * motion: they get the still sprite.
 */
export function WeatherIcon({ icon, size = 48, label, className }: WeatherIconProps) {
  const key = weatherIconKey(icon);
  return (
    <picture className={className}>
      <source media="(prefers-reduced-motion: reduce)" srcSet={`${WEATHER_SPRITES.still}#${key}`} />
      {}
      <img
        src={`${WEATHER_SPRITES.animated}#${key}`}
        width={size}
        height={size}
        alt={label ?? ''}
        decoding="async"
      />
    </picture>
  );
}
