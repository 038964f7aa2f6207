import type { SponsoredEntry } from '@/types/config';
import type { Compliance } from '@/types/location';

/**
 * The query parameter that turns the widget off for a performance audit: `?lighthouse=1` (or
 * `true`), so a measured page holds only the site's own content.
 */
export const LIGHTHOUSE_QUERY = 'lighthouse';

/** The feed a configured entry follows when it names none. */
export const DEFAULT_FEED = 'category';

/** What the widget targets (the page it is on, found automatically). */
export const WIDGET_TARGET = 'auto';

/** The privacy flag the widget is given: 'none' where no US state regime applies. */
export type SponsoredPrivacyFlag = 'true' | 'false' | 'none';

/** The configured entry for a page and position; null when the widget does not show there. */
export function sponsoredEntry(
  sponsored: { enabled: boolean; entries: SponsoredEntry[] } | undefined,
  pageId: string,
  position: SponsoredEntry['Position'],
): SponsoredEntry | null {
  if (!sponsored?.enabled) return null;
  return sponsored.entries.find((e) => e.PageId === pageId && e.Position === position) ?? null;
}

/** True when the page's query asks for an audit run (`lighthouse=1` or `lighthouse=true`). */
export function isLighthouseRun(query: Record<string, string>): boolean {
  const value = query[LIGHTHOUSE_QUERY]?.toLowerCase();
  return value === '1' || value === 'true';
}

/**
 * The widget is off for crawlers, when the visitor's compliance turns ads off, and on an audit
 * run (`?lighthouse=1`).
 */
export function sponsoredDisabled(input: {
  compliance: Compliance | null;
  query: Record<string, string>;
  isBot: boolean;
}): boolean {
  return input.isBot || Boolean(input.compliance?.disableAds) || isLighthouseRun(input.query);
}

/** The widget loads once, after the Global Privacy Control check, and only when not disabled. */
export function mayLoadSponsored(input: {
  disabled: boolean;
  gpcCheckComplete: boolean;
  alreadyLoaded: boolean;
}): boolean {
  return !input.disabled && input.gpcCheckComplete && !input.alreadyLoaded;
}

/**
 * The privacy flag: 'none' when neither data privacy nor sensitive-data restriction applies,
 * else 'true' when GPC is on or either opt-out is set, 'false' otherwise.
 */
export function sponsoredPrivacyFlag(input: {
  compliance: Compliance | null;
  gpcEnabled: boolean;
  doNotSell: boolean | null;
  limitUse: boolean | null;
}): SponsoredPrivacyFlag {
  const { compliance } = input;
  if (!compliance?.dataPrivacyEnabled && !compliance?.sensitiveDataRestrictionEnabled)
    return 'none';
  return input.gpcEnabled || input.doNotSell === true || input.limitUse === true ? 'true' : 'false';
}

/** How the widget is asked to render (the partner widget's commands, in order). */
export interface WidgetRequest {
  feed: string;
  target: typeof WIDGET_TARGET;
  mode: string;
  containerId: string;
  placementId: string;
  targetType: string;
  /** `below_content` flushes the widget (renders everything queued at once). */
  flush: boolean;
  privacy: SponsoredPrivacyFlag;
}

/** The request for a configured entry: feed defaults to category, target auto, mode from config. */
export function widgetRequest(entry: SponsoredEntry, privacy: SponsoredPrivacyFlag): WidgetRequest {
  return {
    feed: entry.Feed || DEFAULT_FEED,
    target: WIDGET_TARGET,
    mode: entry.Mode,
    containerId: entry.ContainerId,
    placementId: entry.PlacementId,
    targetType: entry.TargetType,
    flush: entry.Position === 'below_content',
    privacy,
  };
}
