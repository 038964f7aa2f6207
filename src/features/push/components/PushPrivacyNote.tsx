import { useAppSelector } from '@/store/hooks';
import { selectDeviceId } from '@/features/user/userSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/push';

import { usePushPlaces } from '../usePushPlaces';

const t = translator('push', messages);

/**
 * The privacy dialog's entry for alert notifications: what they are, that only the visitor turns
 * them on, that opt-outs and GPC leave them alone, and the places this device is told of.
 */
export function PushPrivacyNote({ className }: { className?: string }) {
  const deviceId = useAppSelector(selectDeviceId);
  const { state } = usePushPlaces(deviceId);
  const names = state?.places.map((p) => p.name) ?? [];
  return (
    <section className={className} aria-labelledby="push-privacy-heading">
      <h3 id="push-privacy-heading">{t('privacy.heading')}</h3>
      <p>{t('privacy.text')}</p>
      <p>{names.length > 0 ? t('privacy.on', { places: names.join(', ') }) : t('privacy.none')}</p>
    </section>
  );
}
