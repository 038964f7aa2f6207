import {
  AirportsSection,
  DelayRiskExplained,
  TripWeatherSection,
  type TripHours,
} from '@/features/life';
import type { PageProps } from '@/types/page';
import type { AirportConditions, CurrentWeather } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import { LifeView } from './LifeView';

const t = translator('life', messages);

/** Data of the travel page: the airports, and the place's own weather when it answered. */
export interface LifeTravelData {
  airports: AirportConditions;
  current: CurrentWeather | null;
  /** The place's next hours, as the trip table shows them (`tripHours`). */
  hourly: TripHours | null;
}
export type LifeTravelViewProps = PageProps & LifeTravelData;

/** `/life/travel/[location]`: weather at the nearest major airports and at the place itself. */
export function LifeTravelView({ airports, current, hourly }: LifeTravelViewProps) {
  return (
    <LifeView
      current="/life/travel/[location]"
      title={t('page.travel.title')}
      intro={t('page.travel.intro')}
      polling="hourly"
    >
      {(placeName) => (
        <>
          <AirportsSection airports={airports} />
          <TripWeatherSection placeName={placeName} current={current} hourly={hourly} />
          <DelayRiskExplained />
        </>
      )}
    </LifeView>
  );
}
