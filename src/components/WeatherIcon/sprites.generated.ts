export const WEATHER_SPRITES = {
  animated: '/icons/meteocons.svg',
  still: '/icons/meteocons-still.svg',
} as const;
