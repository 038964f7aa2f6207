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

/**
 * The slug of each place given its base slug: of the places sharing a base, the most populous
 * (ties: smaller id) keeps it and the others get `-<id>`.
 */
function rankSlugs(
  places: Iterable<Place>,
  baseOf: (place: Place) => string,
  each: (place: Place, slug: string) => void,
): void {
  const groups = new Map<string, Place[]>();
  for (const place of places) {
    const base = baseOf(place);
    const group = groups.get(base);
    if (group) group.push(place);
    else groups.set(base, [place]);
  }
  for (const [base, group] of groups) {
    group.sort((a, b) => b.population - a.population || a.id - b.id);
    // Base slugs end in the letters of a country code, suffixed ones in digits: never equal.
    group.forEach((place, i) => each(place, i === 0 ? base : `${base}-${place.id}`));
  }
}

/** Places sharing a base slug: the most populous (ties: smaller id) keeps it, others get `-<id>`. */
export function assignSlugs(places: Place[]): Map<string, Place> {
  const bySlug = new Map<string, Place>();
  rankSlugs(places, baseSlug, (place, slug) => {
    place.slug = slug;
    bySlug.set(slug, place);
  });
  return bySlug;
}

/**
 * The slugs the places of `countries` had when their territories bore `previousName` (the
 * assignSlugs rule over each country's places), each mapped to its place where it differs from the
 * place's slug and no place has it now: links and saved places naming a place by its old slug keep
 * finding it. Slugs end in their country's code, so each country's slugs are computed alone.
 */
export function previousSlugAliases(
  places: readonly Place[],
  bySlug: ReadonlyMap<string, Place>,
  countries: ReadonlySet<string>,
  previousName: (place: Place) => string | null,
): Map<string, Place> {
  const aliases = new Map<string, Place>();
  if (countries.size === 0) return aliases;
  const affected = places.filter((place) => countries.has(place.country));
  rankSlugs(
    affected,
    (place) => baseSlug({ ...place, territoryName: previousName(place) }),
    (place, slug) => {
      if (slug !== place.slug && !bySlug.has(slug)) aliases.set(slug, place);
    },
  );
  return aliases;
}
