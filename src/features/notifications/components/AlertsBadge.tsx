import { useEffect } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { Icon } from '@/components/Icon';
import { selectAlertsPollerDelaySeconds, selectConfig } from '@/features/config/configSlice';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/notifications';
import { useAppRunning } from '@/lib/scheduling/useAppRunning';

import { badgeColours } from '../badgeColours';
import { fetchNotificationStatus, selectActiveNotificationStatus } from '../notificationsSlice';
import styles from './AlertsBadge.module.css';

const t = translator('notifications', messages);

/**
 * The location bar's alerts badge: a link to the active location's alerts page named
 * "{n} alerts for {city}", with the count in a pill coloured by the notification status. The
 * server's status comes with the page (its count is in the first HTML); without one the badge
 * fetches it on mount. Either way it polls every alertsPollerDelaySeconds.
 */
export function AlertsBadge() {
  const dispatch = useAppDispatch();
  const locality = useAppSelector(selectActiveLocality);
  const status = useAppSelector(selectActiveNotificationStatus);
  const delaySeconds = useAppSelector(selectAlertsPollerDelaySeconds);
  const hasConfig = useAppSelector(selectConfig) !== null;
  const cityId = locality?.CityId;
  const latitude = locality?.Latitude;
  const longitude = locality?.Longitude;
  const timeZone = locality?.TimeZone ?? null;
  const elevationMeters = locality?.ElevationMeters ?? null;
  const store = useAppStore();
  // The pill's status colours are set once the page runs (React sets them through the DOM): in the
  // server's HTML a style attribute would be refused by the CSP (style-src has no 'unsafe-inline').
  const inBrowser = useAppRunning();

  useEffect(() => {
    if (!cityId || latitude === undefined || longitude === undefined || !hasConfig)
      return undefined;
    const args = { emLocationId: cityId, latitude, longitude, timeZone, elevationMeters };
    // A status the page came with (server rendering) needs no fetch now. Read from the store, not a
    // dependency: a status arriving must not restart the poll.
    if (!selectActiveNotificationStatus(store.getState()))
      void dispatch(fetchNotificationStatus(args));
    if (!delaySeconds || delaySeconds <= 0) return undefined;
    const poll = () => {
      // A hidden tab skips its polls; the next one after it shows again refreshes the badge.
      if (document.visibilityState !== 'hidden')
        void dispatch(fetchNotificationStatus({ ...args, refresh: true }));
    };
    const timer = setInterval(poll, delaySeconds * 1000);
    return () => clearInterval(timer);
  }, [
    dispatch,
    store,
    cityId,
    latitude,
    longitude,
    timeZone,
    elevationMeters,
    delaySeconds,
    hasConfig,
  ]);

  if (!locality) return <span className={styles.placeholder} aria-hidden="true" />;
  const count = status?.tnc ?? 0;
  // Without a status (or in the server's HTML) the pill keeps its muted colours from the stylesheet.
  const colours =
    status && inBrowser
      ? badgeColours(status['nb.ids.sbgd.afc.ch6'], status['nb.ids.sbgd.afc.opa'])
      : null;
  return (
    // No prefetch: the badge is on every page, and first loads should not fetch the alerts bundle.
    <SiteLink
      className={styles.badge}
      href={`/alerts/${locality.SlugName}`}
      // One form for every count ("1 alerts for Paris"): the name is the badge's published hook
      // ("{n} alerts for {place}"), which tests and assistive-technology scripts match.
      aria-label={t('badge', { count, name: locality.CityName })}
    >
      <Icon name="alerts" />
      <span
        className={styles.pill}
        style={
          colours
            ? {
                backgroundColor: colours.background,
                color: colours.color,
                borderColor: colours.border,
              }
            : undefined
        }
      >
        {count}
      </span>
    </SiteLink>
  );
}
