import Link from 'next/link';
import { useEffect } from 'react';
import styled from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { selectAlertsPollerDelaySeconds, selectConfig } from '@/features/config/configSlice';
import { selectActiveLocality } from '@/features/location/locationSlice';

import { badgeColours, MUTED_BADGE } from '../badgeColours';
import { fetchNotificationStatus, selectActiveNotificationStatus } from '../notificationsSlice';

const BadgeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  width: 64px;
  height: 36px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  svg {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

const Pill = styled.span`
  box-sizing: border-box;
  min-width: 24px;
  height: 22px;
  padding: 0 6px;
  border: 1px solid;
  border-radius: 11px;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Same size as the link, for when there is no active location to link to. */
const Placeholder = styled.span`
  display: inline-block;
  width: 64px;
  height: 36px;
  flex: none;
`;

/**
 * The location bar's alerts badge: a link to the active location's alerts page named
 * "{n} alerts for {city}", with the count in a pill coloured by the notification status. Fetches
 * the status on mount and polls it every alertsPollerDelaySeconds (spec 000 §4).
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

  useEffect(() => {
    if (!cityId || latitude === undefined || longitude === undefined || !hasConfig)
      return undefined;
    const args = { emLocationId: cityId, latitude, longitude };
    void dispatch(fetchNotificationStatus(args));
    if (!delaySeconds || delaySeconds <= 0) return undefined;
    const poll = () => {
      // A hidden tab skips its polls; the next one after it shows again refreshes the badge.
      if (document.visibilityState !== 'hidden')
        void dispatch(fetchNotificationStatus({ ...args, refresh: true }));
    };
    const timer = setInterval(poll, delaySeconds * 1000);
    return () => clearInterval(timer);
  }, [dispatch, cityId, latitude, longitude, delaySeconds, hasConfig]);

  if (!locality) return <Placeholder aria-hidden="true" />;
  const count = status?.tnc ?? 0;
  const colours = status
    ? badgeColours(status['nb.ids.sbgd.afc.ch6'], status['nb.ids.sbgd.afc.opa'])
    : MUTED_BADGE;
  return (
    // No prefetch: the badge is on every page, and first loads should not fetch the alerts bundle.
    <BadgeLink
      href={`/alerts/${locality.SlugName}`}
      prefetch={false}
      aria-label={`${count} alerts for ${locality.CityName}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <Pill
        style={{
          backgroundColor: colours.background,
          color: colours.color,
          borderColor: colours.border,
        }}
      >
        {count}
      </Pill>
    </BadgeLink>
  );
}
