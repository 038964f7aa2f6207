import type { AppProps } from 'next/app';

import '@styles/globals.css';

import { AppProviders } from '@/application/AppProviders';
import { useHydratedStore } from '@/application/useHydratedStore';
import { Seo } from '@/components/Seo';
import { PageFrame } from '@/features/frame/components/PageFrame';
import { initStorage } from '@/lib/storage';
import type { PageProps } from '@/types/page';

// The storage manager must exist before anything reads the cache (spec 000 §4).
if (typeof window !== 'undefined') initStorage();

type AppPageProps = Partial<PageProps> & { bare?: boolean };

export default function App({ Component, pageProps }: AppProps<AppPageProps>) {
  const store = useHydratedStore(pageProps.initialState);
  // The benchmark's baseline page renders without the app shell.
  if (pageProps.bare) return <Component {...pageProps} />;
  return (
    <AppProviders store={store}>
      {pageProps.seo && <Seo {...pageProps.seo} />}
      <PageFrame>
        <Component {...pageProps} />
      </PageFrame>
    </AppProviders>
  );
}
