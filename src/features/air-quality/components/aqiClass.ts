import type { AqiCategory } from '../aqiCategories';
import colours from './aqiColours.module.css';

/** The class that sets `--aqi` (the category's colour) and `--aqi-text` on an element. */
export function aqiClass(category: AqiCategory | null): string {
  return (category ? colours[category.key] : colours.unknown) ?? '';
}
