import { AirportsSection, DelayRiskExplained, TripWeatherSection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { AirportConditions, CurrentWeather, HourlyForecast } from '@/types/weather';

import { LifeView } from './LifeView';

/** Data of the travel page: the airports, and the place's own weather when it answered. */
export interface LifeTravelData {
  airports: AirportConditions;
  current: CurrentWeather | null;
  hourly: HourlyForecast | null;
}
export type LifeTravelViewProps = PageProps & LifeTravelData;

/** `/life/travel/[location]`: weather at the nearest major airports and at the place itself. */
export function LifeTravelView({ airports, current, hourly }: LifeTravelViewProps) {
  return (
    <LifeView
      current="/life/travel/[location]"
      title="Travel Weather"
      intro="Weather and delay risk at the nearest major airports, and the weather for your trip."
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
