/** Camera shapes shared by the server (camera service, page props) and the camera pages. */

/** Weather cameras look at the sky and the landscape; traffic cameras at roads. */
export type CameraKind = 'weather' | 'traffic';

/** The eight compass points a camera's direction from the place is named by. */
export type CompassPoint8 = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** One camera near a place, as a card or a detail page shows it. */
export interface CameraSummary {
  /** Stable id within its kind (`ct-d4-…` Caltrans, `iem-…` Iowa Environmental Mesonet, `demo-…`). */
  id: string;
  kind: CameraKind;
  name: string;
  latitude: number;
  longitude: number;
  /** From the place to the camera, rounded to 0.1 km. */
  distanceKm: number;
  direction: CompassPoint8;
  /**
   * When the latest image was taken, in the place's local time with its offset
   * (`2026-11-23T09:05:00-08:00`); null when the source does not say.
   */
  imageTime: string | null;
  /** The image on this site's origin (the browser never contacts the camera's source). */
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  /** True for the demo cameras drawn by this site from the demo weather model. */
  demo: boolean;
  /** Who the image belongs to, shown beside it. */
  credit: string;
}

/** The cameras near a place, nearest first; empty when none could be loaded or none is near. */
export interface CameraList {
  kind: CameraKind;
  cameras: CameraSummary[];
}
