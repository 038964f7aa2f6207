import type { AppProps } from 'next/app';

import { AppProviders } from '@/application/AppProviders';
import { useHydratedStore } from '@/application/useHydratedStore';
import { Seo } from '@/components/Seo';
import { PageFrame } from '@/features/frame/components/PageFrame';
import type { PageProps } from '@/types/page';

export default function App({ Component, pageProps }: AppProps<Partial<PageProps>>) {
  const store = useHydratedStore(pageProps.initialState);
  return (
    <AppProviders store={store}>
      {pageProps.seo && <Seo {...pageProps.seo} />}
      <PageFrame pageId={pageProps.pageId ?? 'unknown'}>
        <Component {...pageProps} />
      </PageFrame>
    </AppProviders>
  );
}
