import type { Locality } from '@/types/location';

import type { Place } from './place';
import { ABBREVIATED_COUNTRIES, countryInfo, unitsOf } from './territories';

/** The wire Locality of a place; `postalCode` is set only for ZIP-code answers. */
export function toLocality(place: Place, postalCode: string | null = null): Locality {
  const country = countryInfo(place.country);
  const geographic = [place.name, place.territoryName, country.shortName]
    .filter(Boolean)
    .join(', ');
  const display =
    ABBREVIATED_COUNTRIES.has(place.country) && place.territoryAbbr
      ? `${place.name}, ${place.territoryAbbr}`
      : geographic;
  return {
    CityId: String(place.id),
    CityName: place.name,
    CountryIso2Code: place.country,
    CountryIso3Code: country.iso3,
    CountryShortName: country.shortName,
    DisplayCompositeName: display,
    Dma: place.dma,
    GeographicCompositeName: geographic,
    Label: display,
    Latitude: place.lat,
    Longitude: place.lon,
    PostalCode: postalCode,
    RouteString: null,
    SlugName: place.slug,
    TerritoryAbbr: place.territoryAbbr,
    TerritoryName: place.territoryName,
    Units: unitsOf(place.country),
    TimeZone: place.timeZone,
    ElevationMeters: place.elevationMeters,
  };
}
