import { useAppSelector } from '@/store/hooks';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { selectPageId } from '@/features/page/pageSlice';
import { selectPressureUnit, selectWindUnit } from '@/features/units/unitsSlice';
import { navGroupFor, navHref, primaryNavigation, type NavGroup } from '@/lib/routes';

/** The primary menu's links for the visitor's active place and units, and the current group. */
export function useNavLinks(): {
  links: { nav: NavGroup; href: string }[];
  current: NavGroup | undefined;
  homeHref: string;
} {
  const locality = useAppSelector(selectActiveLocality);
  const windUnit = useAppSelector(selectWindUnit);
  const pressureUnit = useAppSelector(selectPressureUnit);
  const pageId = useAppSelector(selectPageId);
  const context = { slug: locality?.SlugName ?? null, windUnit, pressureUnit };
  const links = primaryNavigation.map((nav) => ({ nav, href: navHref(nav, context) }));
  const first = primaryNavigation[0];
  // The logo links to the first primary route, for the active place when known.
  const homeHref = first && locality ? navHref(first, context) : '/';
  return { links, current: navGroupFor(pageId), homeHref };
}
