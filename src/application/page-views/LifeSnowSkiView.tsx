import { SnowForecastSection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { SnowForecast } from '@/types/weather';

import { LifeView } from './LifeView';

/** Data of the snow page. */
export interface LifeSnowSkiData {
  snow: SnowForecast;
}
export type LifeSnowSkiViewProps = PageProps & LifeSnowSkiData;

/** `/life/snow-ski/[location]`: snow on the ground and snowfall for the next 10 days. */
export function LifeSnowSkiView({ snow }: LifeSnowSkiViewProps) {
  return (
    <LifeView
      current="/life/snow-ski/[location]"
      title="Snow Forecast"
      intro="Snow on the ground now and the snowfall expected over the next 10 days."
      polling="daily"
    >
      {() => <SnowForecastSection forecast={snow} />}
    </LifeView>
  );
}
