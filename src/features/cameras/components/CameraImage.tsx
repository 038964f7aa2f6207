import { useEffect, useRef, useState } from 'react';

import type { CameraSummary } from '@/types/cameras';

import { t } from '../i18n';
import styles from './CameraImage.module.css';

/**
 * A camera's latest image, served by this site, fitted to 4:3 without shifting the layout. When it
 * does not come (the camera's source is down), the same box says so instead of a broken picture.
 */
export function CameraImage({
  camera,
  priority = false,
}: {
  camera: CameraSummary;
  /** The page's main image loads at once; cards further down wait until they are near. */
  priority?: boolean;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // An image that failed before the app started has no handler to tell: read its state once.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <p className={`${styles.image} ${styles.failed}`} role="status">
        {t('imageUnavailable')}
      </p>
    );
  }
  return (
    // The width and height reserve the image's box before it arrives.
    <img
      ref={image}
      className={styles.image}
      src={camera.imageUrl}
      width={camera.imageWidth}
      height={camera.imageHeight}
      alt={t(camera.demo ? 'imageAltDemo' : 'imageAlt', { camera: camera.name })}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
