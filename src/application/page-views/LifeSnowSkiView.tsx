import { SnowForecastSection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { SnowForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import { LifeView } from './LifeView';

const t = translator('life', messages);

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
      title={t('page.snow.title')}
      intro={t('page.snow.intro')}
      polling="daily"
    >
      {() => <SnowForecastSection forecast={snow} />}
    </LifeView>
  );
}
