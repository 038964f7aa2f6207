/** The station selector's error messages, word for word. */
import { STATIONS_RESPONSE_MESSAGE } from '@/lib/web2';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/stations';

const t = translator('stations', messages);

/** The stations answer was not an array. */
export const INVALID_STATION_LIST_MESSAGE = STATIONS_RESPONSE_MESSAGE;

/** The selector could not open for a location (unknown location, or the stations call failed). */
export function toggleSelectorFailedMessage(index: number): string {
  return t('error.toggleSelector', { index });
}

/** The chosen station is not the one listed at the given index. */
export function stationMismatchMessage(stationId: string): string {
  return t('error.mismatch', { stationId });
}

/** Saving the chosen station failed. */
export function updateFailedMessage(index: number): string {
  return t('error.updateFailed', { index });
}
