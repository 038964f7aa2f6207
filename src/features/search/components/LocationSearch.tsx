import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';
import { SEARCH_PAGE_PATH } from '@/lib/routes';

import { LocationCombobox, type LocationComboboxProps } from './LocationCombobox';
import styles from './LocationSearch.module.css';

const t = translator('search', messages);

/** Props of {@link LocationSearch}. */
export type LocationSearchProps = LocationComboboxProps & {
  /**
   * Whether the box sits in the GET form to the results page (default: the header's box does).
   * Another box that searches the site (the 404 page's) says so; one with its own use of a
   * chosen place ("Add a location") does not.
   */
  toResultsPage?: boolean;
};

/**
 * A location search box (see `LocationCombobox`): the same field from the server's HTML to the
 * running app, so text typed and focus taken before the app's scripts run are kept (the
 * combobox takes them over when it starts). The header's box sits in a GET form to the results
 * page, so Enter without a highlighted suggestion (or with no JavaScript at all) lands on
 * `/search?q=…`.
 */
export function LocationSearch({ toResultsPage, ...props }: LocationSearchProps) {
  const header = (props.scope ?? 'header') === 'header';
  if (!(toResultsPage ?? header)) return <LocationCombobox {...props} />;
  return (
    <form
      className={styles.form}
      role="search"
      aria-label={header ? t('formLabel') : props.label}
      method="get"
      action={SEARCH_PAGE_PATH}
    >
      <LocationCombobox name="q" {...props} />
    </form>
  );
}
