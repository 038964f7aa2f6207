import { createSelector } from '@reduxjs/toolkit';

import type { RootState } from './rootState';

/** createSelector typed with the app's state. */
export const createAppSelector = createSelector.withTypes<RootState>();
