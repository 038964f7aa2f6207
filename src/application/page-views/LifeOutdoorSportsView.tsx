import { OutdoorActivitySection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { CurrentWeather, HourlyForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import { LifeView } from './LifeView';

const t = translator('life', messages);

/** Data of the outdoor activity page. */
export interface LifeOutdoorSportsData {
  /** The current conditions (as the current-conditions page has them), null when not read. */
  current: CurrentWeather | null;
  hourly: HourlyForecast;
}
export type LifeOutdoorSportsViewProps = PageProps & LifeOutdoorSportsData;

/** `/life/outdoor-sports/[location]`: how good the next hours are for each outdoor activity. */
export function LifeOutdoorSportsView({ current, hourly }: LifeOutdoorSportsViewProps) {
  return (
    <LifeView
      current="/life/outdoor-sports/[location]"
      title={t('page.outdoor.title')}
      intro={t('page.outdoor.intro')}
      polling="hourly"
    >
      {() => <OutdoorActivitySection current={current} hourly={hourly} />}
    </LifeView>
  );
}
