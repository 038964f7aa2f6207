import { SiteLink } from '@/components/SiteLink';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sitemap';
import { locationRoute } from '@/lib/routes';

import type { SitemapPlace } from '../types';
import styles from './Sitemap.module.css';

const t = translator('sitemap', messages);

/** Props of {@link PlaceLinks}. */
export interface PlaceLinksProps {
  places: readonly SitemapPlace[];
  /** The list's accessible name. */
  label: string;
  /** Adds the territory abbreviation to each name (`Springfield, IL`). */
  withTerritory?: boolean;
}

/** A list of links to the forecast page of each place, in the order given. */
export function PlaceLinks({ places, label, withTerritory = false }: PlaceLinksProps) {
  return (
    <ul className={styles.columns} aria-label={label}>
      {places.map((place) => (
        <li key={place.SlugName}>
          <SiteLink href={locationRoute('/weather-forecast/now/:location', place)}>
            {withTerritory && place.TerritoryAbbr
              ? t('placeWithTerritory', { place: place.CityName, territory: place.TerritoryAbbr })
              : place.CityName}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
