import { locationRoute } from './locationRoute';

/** A primary navigation link and the page ids it covers. */
export interface NavGroup {
  label: string;
  href: string;
  pageIds: readonly string[];
  /** Links for forecasts, maps, alerts, life, cameras and air quality carry the active slug. */
  appendsLocation: boolean;
  /** The hurricane link carries su (wind unit) and pu (pressure unit) when both are known. */
  carriesUnits: boolean;
}

const group = (
  label: string,
  href: string,
  pageIds: string[],
  flags: { appendsLocation?: boolean; carriesUnits?: boolean } = {},
): NavGroup => ({
  label,
  href,
  pageIds,
  appendsLocation: flags.appendsLocation ?? false,
  carriesUnits: flags.carriesUnits ?? false,
});

/** The primary menu, in display order. */
export const primaryNavigation: readonly NavGroup[] = [
  group(
    'Forecasts',
    '/weather-forecast/now/',
    ['forecasts/daily', 'forecasts/current', 'forecasts/hourly'],
    {
      appendsLocation: true,
    },
  ),
  group('Maps', '/maps', ['maps'], { appendsLocation: true }),
  group(
    'Alerts',
    '/alerts',
    [
      'alerts',
      'weather',
      'spark',
      'hurricane',
      'fire',
      'pollen',
      'airquality',
      'severestormrisk',
      'commuter',
    ],
    { appendsLocation: true },
  ),
  group(
    'Life',
    '/life/pollen',
    ['life/pollen', 'coldflu', 'outdoor-sports', 'snow-ski', 'snow-ski-detail', 'travel'],
    {
      appendsLocation: true,
    },
  ),
  group('News', '/news', ['news']),
  group('Cameras', '/weather-camera', ['weather-camera', 'traffic-camera'], {
    appendsLocation: true,
  }),
  group('Air Quality', '/air-quality', ['air-quality'], { appendsLocation: true }),
  group(
    'Hurricanes',
    '/hurricane/active',
    ['hurricane-active', 'hurricane-active-name', 'hurricane-outlook', 'hurricane-outlook-basin'],
    { carriesUnits: true },
  ),
];

/** A secondary navigation link; external ones (careers, feedback) come from configuration. */
export interface SecondaryLink {
  key: 'press' | 'education' | 'feedback' | 'careers';
  href: string;
  external: boolean;
}

/**
 * The secondary links, in order: press, education, then feedback (a mailto link) and careers when
 * the configuration names them (an unconfigured one is not shown).
 */
export function secondaryNavigation(external: {
  feedback: string | null;
  careers: string | null;
}): SecondaryLink[] {
  const links: SecondaryLink[] = [
    { key: 'press', href: '/press', external: false },
    { key: 'education', href: '/education', external: false },
  ];
  if (external.feedback) links.push({ key: 'feedback', href: external.feedback, external: true });
  if (external.careers) links.push({ key: 'careers', href: external.careers, external: true });
  return links;
}

/** What a navigation link may depend on. */
export interface NavContext {
  slug?: string | null;
  windUnit?: number | null;
  pressureUnit?: number | null;
}

/** The href of a navigation group for the visitor's active location and units. */
export function navHref(nav: NavGroup, context: NavContext): string {
  if (nav.appendsLocation && context.slug) {
    return locationRoute(nav.href, { SlugName: context.slug });
  }
  if (nav.carriesUnits && context.windUnit != null && context.pressureUnit != null) {
    return `${nav.href}?su=${context.windUnit}&pu=${context.pressureUnit}`;
  }
  return nav.href;
}

/** The group whose page ids include `pageId`, for highlighting the current menu item. */
export function navGroupFor(pageId: string | undefined): NavGroup | undefined {
  if (!pageId) return undefined;
  return primaryNavigation.find((nav) => nav.pageIds.includes(pageId));
}
