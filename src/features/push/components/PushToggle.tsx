import { useId, useState } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectDeviceId } from '@/features/user/userSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/push';

import { subscribePlace, unsubscribePlace } from '../pushApi';
import {
  browserSubscription,
  dropBrowserSubscription,
  isPushSupported,
  PushBlockedError,
} from '../pushBrowser';
import { usePushPlaces } from '../usePushPlaces';
import styles from './PushToggle.module.css';

const t = translator('push', messages);

/** A place the switch is for: its slug (the API's key) and the name it shows. */
export interface PushPlace {
  slug: string;
  name: string;
}

const BLOCK_MESSAGES = {
  unsupported: 'toggle.unsupported',
  denied: 'toggle.denied',
  dismissed: 'toggle.dismissed',
} as const;

/**
 * "Notify me of alerts for {place}": a switch that turns this device's notifications of the
 * place's new alerts on or off. The browser's permission prompt comes only from the click that
 * turns it on; a browser without push, or a refused permission, is said in words under it.
 */
export function PushToggle({ place, className }: { place: PushPlace; className?: string }) {
  const deviceId = useAppSelector(selectDeviceId);
  const { state, ensure, update } = usePushPlaces(deviceId);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const id = useId();
  const on = state?.places.some((p) => p.place === place.slug) ?? false;

  const turnOn = async () => {
    if (!isPushSupported()) throw new PushBlockedError('unsupported');
    const { vapidPublicKey } = await ensure();
    const subscription = await browserSubscription(vapidPublicKey);
    const added = await subscribePlace(deviceId ?? '', place.slug, subscription);
    update((s) => ({
      ...s,
      places: [...s.places.filter((p) => p.place !== added.place), added],
    }));
    setMessage(t('toggle.on', { place: place.name }));
  };

  const turnOff = async () => {
    await unsubscribePlace(deviceId ?? '', place.slug);
    let left = 0;
    update((s) => {
      const places = s.places.filter((p) => p.place !== place.slug);
      left = places.length;
      return { ...s, places };
    });
    if (left === 0) await dropBrowserSubscription().catch(() => undefined);
    setMessage(t('toggle.off', { place: place.name }));
  };

  const change = async () => {
    setBusy(true);
    setMessage('');
    try {
      await (on ? turnOff() : turnOn());
    } catch (err) {
      setMessage(
        err instanceof PushBlockedError ? t(BLOCK_MESSAGES[err.reason]) : t('toggle.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={[styles.toggle, className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        aria-describedby={`${id}-message`}
        disabled={busy || !deviceId}
        onChange={() => void change()}
      />
      <label htmlFor={id}>{t('toggle.label', { place: place.name })}</label>
      <p id={`${id}-message`} className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
