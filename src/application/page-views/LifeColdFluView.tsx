import { ColdFluSection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { DailyForecast, HourlyForecast } from '@/types/weather';

import { LifeView } from './LifeView';

/** Data of the cold & flu page: the daily forecast, and the hourly one when it answered. */
export interface LifeColdFluData {
  daily: DailyForecast;
  hourly: HourlyForecast | null;
}
export type LifeColdFluViewProps = PageProps & LifeColdFluData;

/** `/life/coldflu/[location]`: cold and flu risk from the weather, today and the next days. */
export function LifeColdFluView({ daily, hourly }: LifeColdFluViewProps) {
  return (
    <LifeView
      current="/life/coldflu/[location]"
      title="Cold & Flu Forecast"
      intro="How much the weather favours colds and flu, today and the next days."
      polling="daily"
    >
      {() => <ColdFluSection daily={daily} hourly={hourly} />}
    </LifeView>
  );
}
