import { SiteLink } from '@/components/SiteLink';
import type { CameraSummary } from '@/types/cameras';

import { cameraDetailPath } from '../cameraPaths';
import { t } from '../i18n';
import { useCameraDistance } from '../useCameraDistance';
import styles from './CameraCard.module.css';
import { CameraImage } from './CameraImage';
import { CameraTime } from './CameraTime';

/** One camera in a list: its latest image, name (a link to its page), image time and distance. */
export function CameraCard({
  camera,
  slug,
  priority = false,
  headingLevel = 2,
}: {
  camera: CameraSummary;
  slug: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const distance = useCameraDistance();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <CameraImage camera={camera} priority={priority} />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <SiteLink href={cameraDetailPath(camera.kind, slug, camera.id)} className={styles.link}>
            {camera.name}
          </SiteLink>
        </Heading>
        <p className={styles.meta}>
          <CameraTime time={camera.imageTime} />
          <span aria-hidden="true"> · </span>
          <span>{distance(camera)}</span>
        </p>
        {camera.demo && <p className={styles.demo}>{t('demoBadge')}</p>}
      </div>
    </article>
  );
}
