import { locationRoute, pageRoute } from '@/lib/routes';
import type { CameraKind } from '@/types/cameras';

/** The list page pattern of each kind of camera (rows of the page table). */
export const CAMERA_LIST_PATTERNS: Record<CameraKind, string> = {
  weather: '/weather-camera/[location]',
  traffic: '/traffic-cam/[location]',
};

/** The list page of a kind of camera for a place: `/weather-camera/<slug>`. */
export function cameraListPath(kind: CameraKind, slug: string): string {
  const template = pageRoute(CAMERA_LIST_PATTERNS[kind]).locationPath ?? '';
  return locationRoute(template, { SlugName: slug });
}

/** A camera's page: `/traffic-cam/<slug>/<camera id>`. */
export function cameraDetailPath(kind: CameraKind, slug: string, id: string): string {
  return `${cameraListPath(kind, slug)}/${encodeURIComponent(id)}`;
}
