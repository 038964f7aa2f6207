import type { GetServerSideProps } from 'next';

import { HomeView } from '@/application/page-views/HomeView';
import { buildPageProps } from '@/server/pages/pageProps';
import type { PageProps } from '@/types/page';

export const getServerSideProps: GetServerSideProps<PageProps> = async ({ req }) => ({
  props: buildPageProps({
    req,
    pageId: 'home',
    canonicalPath: '/',
    title: 'Local Weather Forecast, News and Conditions',
    description:
      'Current conditions, hourly and 10-day forecasts, weather maps, alerts and hurricane tracking for your places.',
  }),
});

export default HomeView;
