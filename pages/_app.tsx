import type { AppProps } from 'next/app';

import { AppProviders } from '@/application/AppProviders';
import { useHydratedStore } from '@/application/useHydratedStore';
import { Seo } from '@/components/Seo';
import { PageFrame } from '@/features/frame/components/PageFrame';
import type { PageProps } from '@/types/page';

type AppPageProps = Partial<PageProps> & { bare?: boolean };

export default function App({ Component, pageProps }: AppProps<AppPageProps>) {
  const store = useHydratedStore(pageProps.initialState);
  // The benchmark's baseline page renders without the app shell.
  if (pageProps.bare) return <Component {...pageProps} />;
  return (
    <AppProviders store={store}>
      {pageProps.seo && <Seo {...pageProps.seo} />}
      <PageFrame pageId={pageProps.pageId ?? 'unknown'}>
        <Component {...pageProps} />
      </PageFrame>
    </AppProviders>
  );
}
