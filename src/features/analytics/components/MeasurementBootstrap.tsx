import { useRouter } from 'next/router';
import { useEffect } from 'react';

import { selectIsBot } from '@/features/user/userSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';

import { eventQueued, makeEvent } from '../analyticsSlice';
import { startMeasurement } from '../measurementRuntime';
import { pageTypeFor } from '../vitalsRules';

/**
 * Renders nothing. It starts the measurement runtime (the event log's sender, error events, Core
 * Web Vitals and the analytics vendors; it arrives with the bootstraps, after start-up), and it
 * queues a `pageview` event for each page shown (the first and every client-side navigation).
 * Nothing for a crawler.
 */
export function MeasurementBootstrap() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const isBot = useAppSelector(selectIsBot);
  const { asPath } = useRouter();
  const path = asPath.split(/[?#]/)[0] || '/';

  useEffect(() => {
    if (isBot) return;
    return startMeasurement(store, window);
  }, [store, isBot]);

  useEffect(() => {
    if (!isBot) dispatch(eventQueued(makeEvent('pageview', { page: pageTypeFor(path), path })));
  }, [dispatch, isBot, path]);

  return null;
}
