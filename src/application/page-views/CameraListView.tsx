import { useAppSelector } from '@/store/hooks';
import { CameraCard, CameraTabs, CameraUnavailable, cameraText as t } from '@/features/cameras';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { useRefreshEvery } from '@/features/page';
import type { CameraList } from '@/types/cameras';
import type { PageProps } from '@/types/page';

import styles from './CameraView.module.css';

/** How often an open tab fetches the newest images. */
export const CAMERA_REFRESH_MS = 5 * 60_000;

/** The data of a camera list page: the cameras near the place, nearest first. */
export interface CameraListData {
  cameras: CameraList;
}

export type CameraListViewProps = PageProps & CameraListData;

/** The credits of a set of cameras, each once. */
export function CameraCredits({ credits }: { credits: string[] }) {
  const unique = [...new Set(credits)];
  if (unique.length === 0) return null;
  return (
    <ul className={styles.credits}>
      {unique.map((credit) => (
        <li key={credit}>{t('credit', { credit })}</li>
      ))}
    </ul>
  );
}

/** `/weather-camera/[location]` and `/traffic-cam/[location]`: the cameras near a place. */
export function CameraListView({ cameras }: CameraListViewProps) {
  useRefreshEvery(CAMERA_REFRESH_MS);
  const locality = useAppSelector(selectActiveLocality);
  const place = locality?.DisplayCompositeName ?? 'Local';
  const slug = locality?.SlugName ?? '';
  const { kind } = cameras;
  const list = cameras.cameras;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {t(kind === 'weather' ? 'listTitleWeather' : 'listTitleTraffic', { place })}
      </h1>
      <CameraTabs current={kind} slug={slug} />
      {list.length === 0 ? (
        <CameraUnavailable />
      ) : (
        <section aria-label={t('camerasLabel', { place })}>
          <ul className={styles.grid}>
            {list.map((camera, i) => (
              <li key={camera.id}>
                <CameraCard camera={camera} slug={slug} priority={i < 2} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.some((c) => c.demo) && (
        <p role="note" className={styles.note}>
          {t('demoNote')}
        </p>
      )}
      <CameraCredits credits={list.filter((c) => !c.demo).map((c) => c.credit)} />
    </div>
  );
}
