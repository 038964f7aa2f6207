import type { CameraSummary } from '@/types/cameras';

import { t } from '../i18n';
import styles from './CameraImage.module.css';

/** A camera's latest image, served by this site, fitted to 4:3 without shifting the layout. */
export function CameraImage({
  camera,
  priority = false,
}: {
  camera: CameraSummary;
  /** The page's main image loads at once; cards further down wait until they are near. */
  priority?: boolean;
}) {
  return (
    // The width and height reserve the image's box before it arrives.
    <img
      className={styles.image}
      src={camera.imageUrl}
      width={camera.imageWidth}
      height={camera.imageHeight}
      alt={t(camera.demo ? 'imageAltDemo' : 'imageAlt', { camera: camera.name })}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
