/** The text of a section whose data did not arrive (the rest of the page stands). */
export const DATA_UNAVAILABLE = 'Data not available. Try again later.';

/** Said in place of a section's content when its data is missing. */
export function DataUnavailable() {
  return <p role="status">{DATA_UNAVAILABLE}</p>;
}
