import { formatHour, formatWeekday, isNewDay, localParts, formatMonthDay } from '@/lib/time';
import { convertTemperature, formatTemperature, type TemperatureUnit } from '@/lib/units';
import type { DailyWeather, WeatherConditions } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/forecast';

const t = translator('forecast', messages);

/** A point of a chart, in the SVG's user units. */
export interface ChartPoint {
  x: number;
  y: number;
}

/** A label on an axis. */
export interface AxisLabel {
  /** Position along the axis (x for the time axis, y for a value axis). */
  at: number;
  label: string;
  /** A label that starts a new day. */
  strong?: boolean;
}

/** One stop of a gradient (offset 0 to 1, bottom to top). */
export interface GradientStop {
  offset: number;
  color: string;
}

/** The plot area inside the SVG. */
export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Temperatures (°C) and their colours: the colour scale of every temperature drawing. */
export const TEMPERATURE_COLORS: readonly { celsius: number; color: string }[] = [
  { celsius: -20, color: '#6a3d9a' },
  { celsius: -10, color: '#2f5fc4' },
  { celsius: 0, color: '#1f8fc7' },
  { celsius: 10, color: '#1c9b74' },
  { celsius: 20, color: '#c98a00' },
  { celsius: 30, color: '#d4570b' },
  { celsius: 40, color: '#b3261e' },
];

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
const rgb = (color: string) =>
  [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];

/** The colour of a temperature (°C) on the scale, interpolated between its stops. */
export function temperatureColor(celsius: number): string {
  let previous: { celsius: number; color: string } | undefined;
  for (const stop of TEMPERATURE_COLORS) {
    if (!Number.isFinite(celsius) || celsius <= stop.celsius) {
      if (!previous || !Number.isFinite(celsius)) return stop.color;
      const t = (celsius - previous.celsius) / (stop.celsius - previous.celsius);
      const [a, b] = [rgb(previous.color), rgb(stop.color)];
      return `#${a.map((v, k) => hex(v + ((b[k] ?? v) - v) * t)).join('')}`;
    }
    previous = stop;
  }
  return previous?.color ?? '#000000';
}

/** A linear map from a domain onto a range. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** A value domain around the values, widened to whole steps (and at least two steps). */
export function niceDomain(values: readonly number[], step: number): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, step * 2];
  let lo = Math.floor(Math.min(...finite) / step) * step;
  let hi = Math.ceil(Math.max(...finite) / step) * step;
  while (hi - lo < step * 2) {
    lo -= step;
    if (hi - lo < step * 2) hi += step;
  }
  return [lo, hi];
}

/** An SVG path through the points (`M x y L x y …`). */
export function linePath(points: readonly ChartPoint[]): string {
  return points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
    .join(' ');
}

/** The step of a temperature axis: 5 units, or 10 when the span is wide. */
const tempStep = (values: readonly number[]) =>
  Math.max(...values) - Math.min(...values) > 30 ? 10 : 5;

/** Gradient stops of the temperature colour scale over a domain in the visitor's unit. */
export function temperatureGradient(
  [lo, hi]: readonly [number, number],
  unit: TemperatureUnit,
  count = 6,
): GradientStop[] {
  const toC = (v: number) => (unit === 1 ? ((v - 32) * 5) / 9 : v);
  return Array.from({ length: count }, (_, i) => {
    const offset = i / (count - 1);
    return { offset, color: temperatureColor(toC(lo + (hi - lo) * offset)) };
  });
}

function valueTicks(
  [lo, hi]: readonly [number, number],
  step: number,
  y: (v: number) => number,
  label: (v: number) => string,
): AxisLabel[] {
  const ticks: AxisLabel[] = [];
  for (let v = lo; v <= hi + 1e-9; v += step) ticks.push({ at: y(v), label: label(v) });
  return ticks;
}

const degrees = (unit: TemperatureUnit) => (v: number) =>
  `${Math.round(v)}°${unit === 1 ? 'F' : 'C'}`;

/** Geometry of the hourly chart: temperature line over precipitation-chance bars. */
export interface HourlyChartGeometry {
  width: number;
  height: number;
  plot: PlotArea;
  temperature: (ChartPoint & { value: number; color: string })[];
  temperaturePath: string;
  bars: { x: number; y: number; width: number; height: number; value: number }[];
  temperatureTicks: AxisLabel[];
  chanceTicks: AxisLabel[];
  timeLabels: AxisLabel[];
  /** x of each local midnight in the range. */
  dayLines: AxisLabel[];
  gradient: { y1: number; y2: number; stops: GradientStop[] };
}

/** Lays out the hourly chart for hours in the visitor's temperature unit. */
export function hourlyChart(
  hours: readonly WeatherConditions[],
  unit: TemperatureUnit,
  size: { width: number; height: number } = { width: 960, height: 260 },
): HourlyChartGeometry {
  const plot: PlotArea = { left: 56, top: 16, right: size.width - 52, bottom: size.height - 44 };
  const values = hours.map((h) => convertTemperature(h.temperatureC, unit));
  const step = values.length ? tempStep(values) : 5;
  const domain = niceDomain(values, step);
  const y = linearScale(domain, [plot.bottom, plot.top]);
  const slot = hours.length ? (plot.right - plot.left) / hours.length : 0;
  const x = (i: number) => plot.left + slot * (i + 0.5);
  const chanceY = linearScale([0, 100], [plot.bottom, plot.top]);
  const temperature = hours.map((h, i) => {
    const value = convertTemperature(h.temperatureC, unit);
    return { x: x(i), y: y(value), value, color: temperatureColor(h.temperatureC) };
  });
  const bars = hours.map((h, i) => {
    const value = h.precipitationProbabilityPercent ?? 0;
    const top = chanceY(value);
    return { x: x(i) - slot * 0.3, y: top, width: slot * 0.6, height: plot.bottom - top, value };
  });
  const timeLabels: AxisLabel[] = [];
  const dayLines: AxisLabel[] = [];
  hours.forEach((h, i) => {
    const p = localParts(h.time);
    const newDay = isNewDay(h.time, hours[i - 1]?.time);
    if (newDay) {
      dayLines.push({ at: plot.left + slot * i, label: formatWeekday(h.time, { short: true }) });
    }
    if (p && p.hour % 3 === 0) {
      timeLabels.push({
        at: x(i),
        label: p.hour === 0 ? formatWeekday(h.time, { short: true }) : formatHour(h.time),
        strong: p.hour === 0,
      });
    }
  });
  return {
    width: size.width,
    height: size.height,
    plot,
    temperature,
    temperaturePath: linePath(temperature),
    bars,
    temperatureTicks: valueTicks(domain, step, y, degrees(unit)),
    chanceTicks: valueTicks([0, 100], 25, chanceY, (v) => `${v}%`),
    timeLabels,
    dayLines,
    gradient: { y1: plot.bottom, y2: plot.top, stops: temperatureGradient(domain, unit) },
  };
}

/** The hourly chart in words (its accessible name): range and peak of temperature, peak chance. */
export function hourlyChartSummary(
  hours: readonly WeatherConditions[],
  unit: TemperatureUnit,
): string {
  if (hours.length === 0) return t('chart.noHourly');
  const warmest = hours.reduce((a, b) => (b.temperatureC > a.temperatureC ? b : a));
  const coldest = hours.reduce((a, b) => (b.temperatureC < a.temperatureC ? b : a));
  const when = (iso: string) =>
    t('chart.when', { hour: formatHour(iso), weekday: formatWeekday(iso) });
  const temp = t('chart.hourlyTemperature', {
    coldest: formatTemperature(coldest.temperatureC, unit),
    warmest: formatTemperature(warmest.temperatureC, unit),
    when: when(warmest.time),
  });
  const wettest = hours.reduce<WeatherConditions | null>(
    (a, b) =>
      (b.precipitationProbabilityPercent ?? -1) > (a?.precipitationProbabilityPercent ?? -1)
        ? b
        : a,
    null,
  );
  const chance = wettest?.precipitationProbabilityPercent;
  const rain =
    chance === null || chance === undefined
      ? t('chart.chanceUnknown')
      : chance === 0
        ? t('chart.noChance')
        : t('chart.chanceUpTo', { chance: Math.round(chance), when: when(wettest?.time ?? '') });
  return t('chart.hourlySummary', { temperature: temp, precipitation: rain });
}

/** Geometry of the daily chart: a line of highs and a line of lows. */
export interface DailyChartGeometry {
  width: number;
  height: number;
  plot: PlotArea;
  highs: (ChartPoint & { value: number; label: string; color: string })[];
  lows: (ChartPoint & { value: number; label: string; color: string })[];
  highPath: string;
  lowPath: string;
  temperatureTicks: AxisLabel[];
  dayLabels: (AxisLabel & { date: string })[];
  gradient: { y1: number; y2: number; stops: GradientStop[] };
}

/** Lays out the daily chart for days in the visitor's temperature unit. */
export function dailyChart(
  days: readonly DailyWeather[],
  unit: TemperatureUnit,
  size: { width: number; height: number } = { width: 960, height: 300 },
): DailyChartGeometry {
  const plot: PlotArea = { left: 56, top: 32, right: size.width - 16, bottom: size.height - 64 };
  const highs = days.map((d) => convertTemperature(d.temperatureHighC, unit));
  const lows = days.map((d) => convertTemperature(d.temperatureLowC, unit));
  const all = [...highs, ...lows];
  const step = all.length ? tempStep(all) : 5;
  const domain = niceDomain(all, step);
  const y = linearScale(domain, [plot.bottom, plot.top]);
  const slot = days.length ? (plot.right - plot.left) / days.length : 0;
  const x = (i: number) => plot.left + slot * (i + 0.5);
  const label = (c: number) => formatTemperature(c, unit).replace(/[CF]$/, '');
  const highPoints = days.map((d, i) => ({
    x: x(i),
    y: y(convertTemperature(d.temperatureHighC, unit)),
    value: convertTemperature(d.temperatureHighC, unit),
    label: label(d.temperatureHighC),
    color: temperatureColor(d.temperatureHighC),
  }));
  const lowPoints = days.map((d, i) => ({
    x: x(i),
    y: y(convertTemperature(d.temperatureLowC, unit)),
    value: convertTemperature(d.temperatureLowC, unit),
    label: label(d.temperatureLowC),
    color: temperatureColor(d.temperatureLowC),
  }));
  const today = days[0]?.date;
  return {
    width: size.width,
    height: size.height,
    plot,
    highs: highPoints,
    lows: lowPoints,
    highPath: linePath(highPoints),
    lowPath: linePath(lowPoints),
    temperatureTicks: valueTicks(domain, step, y, degrees(unit)),
    dayLabels: days.map((d, i) => ({
      at: x(i),
      label: formatWeekday(d.date, { today, short: true }),
      date: formatMonthDay(d.date),
    })),
    gradient: { y1: plot.bottom, y2: plot.top, stops: temperatureGradient(domain, unit) },
  };
}

/** The daily chart in words (its accessible name): the range of highs and lows and their extremes. */
export function dailyChartSummary(days: readonly DailyWeather[], unit: TemperatureUnit): string {
  const today = days[0]?.date;
  if (!today) return t('chart.noDaily');
  const name = (d: DailyWeather) => formatWeekday(d.date, { today });
  const warmest = days.reduce((a, b) => (b.temperatureHighC > a.temperatureHighC ? b : a));
  const coolest = days.reduce((a, b) => (b.temperatureHighC < a.temperatureHighC ? b : a));
  const coldest = days.reduce((a, b) => (b.temperatureLowC < a.temperatureLowC ? b : a));
  const mildest = days.reduce((a, b) => (b.temperatureLowC > a.temperatureLowC ? b : a));
  const temperature = (c: number) => formatTemperature(c, unit);
  return t('chart.dailySummary', {
    coolestHigh: temperature(coolest.temperatureHighC),
    warmestHigh: temperature(warmest.temperatureHighC),
    warmestDay: name(warmest),
    coldestLow: temperature(coldest.temperatureLowC),
    mildestLow: temperature(mildest.temperatureLowC),
    coldestDay: name(coldest),
  });
}
