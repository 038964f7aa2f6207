import { PollenForecastSection } from '@/features/life';
import type { PageProps } from '@/types/page';
import type { PollenForecast } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import { LifeView } from './LifeView';

const t = translator('life', messages);

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
      title={t('page.pollen.title')}
      intro={t('page.pollen.intro')}
      polling="daily"
    >
      {() => <PollenForecastSection pollen={pollen} />}
    </LifeView>
  );
}
