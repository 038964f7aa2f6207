import { PollenForecastSection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { PollenForecast } from '@/types/weather';

import { LifeView } from './LifeView';

/** Data of the pollen page. */
export interface LifePollenData {
  pollen: PollenForecast;
}
export type LifePollenViewProps = PageProps & LifePollenData;

/** `/life/pollen/[location]`: tree, grass and weed pollen today and the next days. */
export function LifePollenView({ pollen }: LifePollenViewProps) {
  return (
    <LifeView
      current="/life/pollen/[location]"
      title="Pollen Forecast"
      intro="Tree, grass and weed pollen levels for today and the next days."
      polling="daily"
    >
      {() => <PollenForecastSection pollen={pollen} />}
    </LifeView>
  );
}
