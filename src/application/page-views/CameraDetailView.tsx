import { SiteLink } from '@/components/SiteLink';
import { useAppSelector } from '@/store/hooks';
import {
  CameraCard,
  CameraImage,
  CameraTabs,
  CameraTime,
  CameraUnavailable,
  cameraListPath,
  cameraText as t,
  useCameraDistance,
} from '@/features/cameras';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { useRefreshEvery } from '@/features/page';
import { selectTempUnit } from '@/features/units/unitsSlice';
import { formatTemperature } from '@/lib/units';
import type { CameraKind, CameraSummary } from '@/types/cameras';
import type { PageProps } from '@/types/page';
import type { CurrentWeather } from '@/types/weather';

import { CAMERA_REFRESH_MS, CameraCredits } from './CameraListView';
import styles from './CameraView.module.css';

/** The data of a camera's page. */
export interface CameraDetailData {
  kind: CameraKind;
  /** Null when the camera's source did not answer (the page says the camera is not available). */
  camera: CameraSummary | null;
  /** The other cameras near the place, nearest first. */
  others: CameraSummary[];
  /** The place's current conditions, null when they could not be read. */
  current: CurrentWeather | null;
}

export type CameraDetailViewProps = PageProps & CameraDetailData;

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

/** `/weather-camera/[location]/[camera]` and `/traffic-cam/[location]/[camera]`: one camera. */
export function CameraDetailView({ kind, camera, others, current }: CameraDetailViewProps) {
  useRefreshEvery(CAMERA_REFRESH_MS);
  const locality = useAppSelector(selectActiveLocality);
  const tempUnit = useAppSelector(selectTempUnit);
  const distance = useCameraDistance();
  const place = locality?.DisplayCompositeName ?? 'Local';
  const slug = locality?.SlugName ?? '';
  const heading = camera
    ? camera.name
    : t(kind === 'weather' ? 'listTitleWeather' : 'listTitleTraffic', { place });
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <CameraTabs current={kind} slug={slug} />
      {camera ? (
        <div className={styles.detail}>
          <figure className={styles.figure}>
            <CameraImage camera={camera} priority />
            <figcaption className={styles.caption}>
              <span>{t('imageTaken')}: </span>
              <CameraTime time={camera.imageTime} />
              {camera.demo && <span className={styles.demoTag}>{t('demoBadge')}</span>}
            </figcaption>
          </figure>
          <div className={styles.facts}>
            <dl className={styles.factList}>
              <dt>{t('position')}</dt>
              <dd>
                {t('positionValue', {
                  latitude: coordinate(camera.latitude, 'N', 'S'),
                  longitude: coordinate(camera.longitude, 'E', 'W'),
                  distance: t('distanceFrom', { distance: distance(camera), place }),
                })}
              </dd>
              {current && (
                <>
                  <dt>{t('conditionsHeading', { place })}</dt>
                  <dd>
                    {t('conditionsLine', {
                      condition: current.current.condition.text,
                      temperature: formatTemperature(current.current.temperatureC, tempUnit),
                    })}
                  </dd>
                </>
              )}
            </dl>
            {camera.demo && (
              <p role="note" className={styles.note}>
                {t('demoNote')}
              </p>
            )}
            {!camera.demo && <CameraCredits credits={[camera.credit]} />}
            <p>
              <SiteLink href={cameraListPath(kind, slug)} className={styles.back}>
                {t('backToList', { place })}
              </SiteLink>
            </p>
          </div>
        </div>
      ) : (
        <CameraUnavailable />
      )}
      <section aria-labelledby="other-cameras" className={styles.others}>
        <h2 id="other-cameras" className={styles.subheading}>
          {t('otherCameras')}
        </h2>
        {others.length === 0 ? (
          <p>{t('noOtherCameras')}</p>
        ) : (
          <ul className={styles.grid}>
            {others.map((other) => (
              <li key={other.id}>
                <CameraCard camera={other} slug={slug} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
