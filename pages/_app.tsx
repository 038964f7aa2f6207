import type { AppProps } from 'next/app';
import { useEffect } from 'react';

import '@styles/globals.css';

import { AppProviders } from '@/application/AppProviders';
import { siteLayout, type PageWithLayout } from '@/application/layout';
import { earlyClicksReplay } from '@/application/startup/earlyClicks';
import { keepFocusAcrossNavigation } from '@/application/focusAfterNavigation';
import { restoreScrollOnBackForward } from '@/application/scrollRestoration';
import { useHydratedStore } from '@/application/useHydratedStore';
import { Seo } from '@/components/Seo';
import { initStorage } from '@/lib/storage';
import { makeZodJitless } from '@/lib/validation/zodJitless';
import type { PageProps } from '@/types/page';

if (typeof window !== 'undefined') {
  // Before any schema runs: the site's Content-Security-Policy allows no eval.
  makeZodJitless();
  // The storage manager must exist before anything reads the cache.
  initStorage();
}

type AppPropsWithLayout = AppProps<Partial<PageProps>> & { Component: PageWithLayout };

/** Pages not choosing a layout get the site frame. */
const defaultLayout = siteLayout();

export default function App({ Component, pageProps }: AppPropsWithLayout) {
  const store = useHydratedStore(pageProps.initialState);
  const getLayout = Component.getLayout ?? defaultLayout;
  // The page has hydrated: the clicks made before, held by the document's script, run now.
  useEffect(earlyClicksReplay, []);
  useEffect(restoreScrollOnBackForward, []);
  useEffect(keepFocusAcrossNavigation, []);
  return (
    <AppProviders store={store}>
      {pageProps.seo && <Seo {...pageProps.seo} />}
      {getLayout(<Component {...pageProps} />)}
    </AppProviders>
  );
}
