/** The station selector's error messages, word for word. */
import { STATIONS_RESPONSE_MESSAGE } from '@/lib/web2';

/** The stations answer was not an array. */
export const INVALID_STATION_LIST_MESSAGE = STATIONS_RESPONSE_MESSAGE;

/** The selector could not open for a location (unknown location, or the stations call failed). */
export function toggleSelectorFailedMessage(index: number): string {
  return `Could not toggle Station Selector for Location at Index: ${index}`;
}

/** The chosen station is not the one listed at the given index. */
export function stationMismatchMessage(stationId: string): string {
  return `Could not update the Favorite location's station to station with Id: ${stationId}`;
}

/** Saving the chosen station failed. */
export function updateFailedMessage(index: number): string {
  return `Failed to update favorite location at index: ${index}`;
}
