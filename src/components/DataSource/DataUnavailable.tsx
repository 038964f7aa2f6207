import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/components';

const t = translator('components', messages);

/** The text of a section whose data did not arrive (the rest of the page stands). */
export const DATA_UNAVAILABLE = t('dataUnavailable');

/** Said in place of a section's content when its data is missing. */
export function DataUnavailable() {
  return <p role="status">{DATA_UNAVAILABLE}</p>;
}
