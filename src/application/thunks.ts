import { createAsyncThunk } from '@reduxjs/toolkit';

import type { AppDispatch, RootState } from './store';

/** Thrown-error shape carried by rejected thunks. */
export interface ThunkError {
  message: string;
  status?: number;
}

/** createAsyncThunk with the app's state, dispatch and reject types. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: ThunkError;
}>();
