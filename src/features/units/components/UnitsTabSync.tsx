import { useEffect } from 'react';

import { useAppDispatch } from '@/store/hooks';

import { unitValuesReceived } from '../unitsSlice';
import { listenForSavedUnits } from '../unitsTabs';

/** Renders nothing: shows the units another open tab of the site saves, as soon as it saves them. */
export function UnitsTabSync() {
  const dispatch = useAppDispatch();
  useEffect(() => listenForSavedUnits((units) => dispatch(unitValuesReceived(units))), [dispatch]);
  return null;
}
