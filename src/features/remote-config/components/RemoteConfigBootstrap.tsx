import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectConfig } from '@/features/config/configSlice';
import { selectIsBot } from '@/features/user/userSlice';

import { fetchAndActivateRemoteConfig } from '../remoteConfigSlice';

/**
 * Fetches and activates the remote flags once per tab, after hydration (never for crawlers, who
 * get no ads the flags could switch). Renders nothing.
 */
export function RemoteConfigBootstrap() {
  const dispatch = useAppDispatch();
  const isBot = useAppSelector(selectIsBot);
  const configured = useAppSelector(selectConfig) !== null;
  useEffect(() => {
    if (configured && !isBot) void dispatch(fetchAndActivateRemoteConfig());
  }, [configured, isBot, dispatch]);
  return null;
}
