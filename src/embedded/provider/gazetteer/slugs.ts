import { slugPart } from './normalize';
import type { Place } from './place';

const territorySlugs = new Map<string, string>();

/** The slug a place would have without collisions: city, territory (abbr. or name), country code. */
export function baseSlug(
  place: Pick<Place, 'nameKey' | 'territoryAbbr' | 'territoryName' | 'country'>,
): string {
  const city = place.nameKey.replace(/ /g, '-') || 'place';
  const territoryText = place.territoryAbbr ?? place.territoryName ?? '';
  let territory = territorySlugs.get(territoryText);
  if (territory === undefined) {
    territory = slugPart(territoryText);
    territorySlugs.set(territoryText, territory);
  }
  return [city, territory, place.country.toLowerCase()].filter(Boolean).join('-');
}

/** Places sharing a base slug: the most populous (ties: smaller id) keeps it, others get `-<id>`. */
export function assignSlugs(places: Place[]): Map<string, Place> {
  const groups = new Map<string, Place[]>();
  for (const place of places) {
    const base = baseSlug(place);
    const group = groups.get(base);
    if (group) group.push(place);
    else groups.set(base, [place]);
  }
  const bySlug = new Map<string, Place>();
  for (const [base, group] of groups) {
    group.sort((a, b) => b.population - a.population || a.id - b.id);
    group.forEach((place, i) => {
      // Base slugs end in the letters of a country code, suffixed ones in digits: never equal.
      place.slug = i === 0 ? base : `${base}-${place.id}`;
      bySlug.set(place.slug, place);
    });
  }
  return bySlug;
}
