import { formatClock, formatMonthDay, formatWeekday } from '@/lib/time';

import { ALERT_RULES } from './alertRuleTable';
import { formatLocalIso, HOUR, type Zone } from './localTime';
import { SEVERITY_RANK } from './officialAlerts';
import type { HourSample } from './sample';
import type { WeatherAlert } from './types';

/** Where and when alerts are derived, and the id prefix of their upstream (`demo`, `open-meteo`). */
export interface AlertContext {
  nowMs: number;
  zone: Zone;
  latitude: number;
  longitude: number;
  idPrefix: string;
  /**
   * Hours from the first sample within which an alert is issued (its level reached); the samples
   * after them only tell how long an issued alert runs and what it brings in all. All of them when
   * absent.
   */
  issueHours?: number;
}

/** How far ahead alerts are issued, and how far the samples behind them reach. */
export const ALERT_ISSUE_HOURS = 48;
export const ALERT_SAMPLE_HOURS = 96;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** A moment as the headline says it, in the place's local time: `Wed, Dec. 2, 12:00 PM`. */
function localText(ms: number, zone: Zone): string {
  const iso = formatLocalIso(ms, zone);
  return `${formatWeekday(iso, { short: true })}, ${formatMonthDay(iso)}, ${formatClock(iso)}`;
}

/** Human description of the area: the point in degrees. */
export function areaDescription(latitude: number, longitude: number): string {
  return `Area around ${Math.abs(latitude).toFixed(2)}°${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(2)}°${longitude >= 0 ? 'E' : 'W'}`;
}

/**
 * Alerts derived from hourly samples (from the current hour on): for each rule, the most severe
 * level an hour within `issueHours` reaches, in effect from the first hour reaching it to the last
 * one of that run, which may go on past `issueHours` (an alert issued for a storm runs until the
 * storm ends, and says what it brings in all); for an amount over a window of hours, from the first
 * to the last hour that adds to it. Deterministic.
 */
export function deriveAlerts(samples: HourSample[], ctx: AlertContext): WeatherAlert[] {
  const alerts: Array<WeatherAlert & { rank: number; onsetMs: number }> = [];
  const area = areaDescription(ctx.latitude, ctx.longitude);
  for (const rule of ALERT_RULES) {
    const own = samples.map(rule.pick);
    const values =
      rule.windowHours === 1
        ? own
        : own.map((_, i) =>
            own
              .slice(Math.max(0, i - rule.windowHours + 1), i + 1)
              .reduce<number>((a, v) => a + (v ?? 0), 0),
          );
    const meets = (v: number | null, t: number) => v !== null && (rule.below ? v <= t : v >= t);
    const issued = values.slice(0, ctx.issueHours ?? values.length);
    const level = rule.levels.find((l) => issued.some((v) => meets(v, l.threshold)));
    if (!level) continue;
    const issuedHits = issued.flatMap((v, i) => (meets(v, level.threshold) ? [i] : []));
    const first = issuedHits[0] ?? 0;
    let last = issuedHits[issuedHits.length - 1] ?? first;
    while (last + 1 < values.length && meets(values[last + 1] ?? null, level.threshold)) last++;
    const hits = values.flatMap((v, i) =>
      i >= first && i <= last && meets(v, level.threshold) ? [i] : [],
    );
    // A windowed amount starts with the first hour of its window that contributes (amounts cover the preceding hour).
    let start = first;
    if (rule.windowHours > 1)
      for (
        start = Math.max(0, first - rule.windowHours + 1);
        start < first && !(own[start] ?? 0);
        start++
      );
    // And it ends with the last hour that adds to it: the window's total stays high for hours after
    // the snow or rain has stopped. (An amount at hour T fell in the hour before T.)
    let end = last;
    if (rule.windowHours > 1) while (end > start && !(own[end] ?? 0)) end--;
    const onsetMs = (samples[start]?.timeMs ?? ctx.nowMs) - (rule.windowHours > 1 ? HOUR : 0);
    const expiresMs = (samples[end]?.timeMs ?? ctx.nowMs) + (rule.windowHours > 1 ? 0 : HOUR);
    const peakValues = hits.map((i) => values[i] ?? 0);
    const peak = rule.below ? Math.min(...peakValues) : Math.max(...peakValues);
    const lead = onsetMs - ctx.nowMs;
    const watch = /watch/i.test(level.event);
    alerts.push({
      id: `${ctx.idPrefix}-${slug(level.event)}-${Math.round(ctx.latitude * 100)}_${Math.round(ctx.longitude * 100)}-${Math.floor(onsetMs / HOUR)}`,
      event: level.event,
      severity: level.severity,
      urgency: lead <= 0 ? 'Immediate' : lead <= 12 * HOUR ? 'Expected' : 'Future',
      certainty: watch ? 'Possible' : lead <= 24 * HOUR ? 'Likely' : 'Possible',
      headline: `${level.event} in effect from ${localText(onsetMs, ctx.zone)} until ${localText(expiresMs, ctx.zone)} local time`,
      description: `${rule.describe(peak)} Derived from the forecast for the ${area.charAt(0).toLowerCase()}${area.slice(1)}.`,
      instruction: rule.instruction,
      onset: formatLocalIso(onsetMs, ctx.zone),
      expires: formatLocalIso(expiresMs, ctx.zone),
      areaDesc: area,
      rank: SEVERITY_RANK[level.severity],
      onsetMs,
    });
  }
  alerts.sort((a, b) => b.rank - a.rank || a.onsetMs - b.onsetMs);
  return alerts.map(({ rank: _rank, onsetMs: _onset, ...alert }) => alert);
}
