import { formatClock, formatMonthDay } from '@/lib/time';

import { t } from '../i18n';

/** When a camera's image was taken, in the place's local time (`Nov. 23, 9:05 AM`). */
export function CameraTime({ time, className }: { time: string | null; className?: string }) {
  if (!time) return <span className={className}>{t('imageTimeUnknown')}</span>;
  return (
    <time dateTime={time} className={className}>
      {formatMonthDay(time)}, {formatClock(time)}
    </time>
  );
}
