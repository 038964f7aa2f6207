import { ColdFluSection, type HumidityHours } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { DailyForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import { LifeView } from './LifeView';

const t = translator('life', messages);

/**
 * Data of the cold & flu page: the daily forecast (each day's high and low as the 10-day page shows
 * them), and the hourly one's temperatures and dew points when it answered.
 */
export interface LifeColdFluData {
  daily: DailyForecast;
  hourly: HumidityHours | null;
}
export type LifeColdFluViewProps = PageProps & LifeColdFluData;

/** `/life/coldflu/[location]`: cold and flu risk from the weather, today and the next days. */
export function LifeColdFluView({ daily, hourly }: LifeColdFluViewProps) {
  return (
    <LifeView
      current="/life/coldflu/[location]"
      title={t('page.coldFlu.title')}
      intro={t('page.coldFlu.intro')}
      polling="daily"
    >
      {() => <ColdFluSection daily={daily} hourly={hourly} />}
    </LifeView>
  );
}
