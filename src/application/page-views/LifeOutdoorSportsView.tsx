import { OutdoorActivitySection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { HourlyForecast } from '@/types/weather';

import { LifeView } from './LifeView';

/** Data of the outdoor activity page. */
export interface LifeOutdoorSportsData {
  hourly: HourlyForecast;
}
export type LifeOutdoorSportsViewProps = PageProps & LifeOutdoorSportsData;

/** `/life/outdoor-sports/[location]`: how good the next hours are for each outdoor activity. */
export function LifeOutdoorSportsView({ hourly }: LifeOutdoorSportsViewProps) {
  return (
    <LifeView
      current="/life/outdoor-sports/[location]"
      title="Outdoor Activity Forecast"
      intro="Running, cycling, golf, hiking, tennis and fishing, scored from 0 to 10 hour by hour."
      polling="hourly"
    >
      {() => <OutdoorActivitySection hourly={hourly} />}
    </LifeView>
  );
}
