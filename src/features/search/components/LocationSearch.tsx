import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';
import { SEARCH_PAGE_PATH } from '@/lib/routes';

import { LocationCombobox, type LocationComboboxProps } from './LocationCombobox';
import styles from './LocationSearch.module.css';

const t = translator('search', messages);

/** Props of {@link LocationSearch}. */
export type LocationSearchProps = LocationComboboxProps;

/**
 * A location search box (see `LocationCombobox`): the same field from the server's HTML to the
 * running app, so text typed and focus taken before the app's scripts run are kept (the
 * combobox takes them over when it starts). The header's box sits in a GET form to the results
 * page, so Enter without a highlighted suggestion (or with no JavaScript at all) lands on
 * `/search?q=…`.
 */
export function LocationSearch(props: LocationSearchProps) {
  const box = <LocationCombobox {...props} />;
  if ((props.scope ?? 'header') !== 'header') return box;
  return (
    <form
      className={styles.form}
      role="search"
      aria-label={t('formLabel')}
      method="get"
      action={SEARCH_PAGE_PATH}
    >
      {box}
    </form>
  );
}
