import { createAsyncThunk, type GetThunkAPI, type SerializedError } from '@reduxjs/toolkit';

import type { AppDispatch, RootState, ThunkExtra } from './rootState';

export type { ThunkExtra } from './rootState';

/** Thrown-error shape carried by rejected thunks. */
export interface ThunkError {
  message: string;
  status?: number;
  /** The server's answer to the failed request, for the rejections that pass it on. */
  data?: unknown;
}

/** The app's thunk types: state, dispatch, extra argument and reject value. */
interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: ThunkError;
}

/** createAsyncThunk with the app's state, dispatch, extra argument and reject types. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

/**
 * A payload creator's second argument (getState, dispatch, extra, signal, rejectWithValue…), for
 * a thunk's work kept in a module of its own that loads with the thunk's first use.
 */
export type AppThunkApi = GetThunkAPI<AppThunkConfig>;

/**
 * The reject value of anything a thunk caught: the error's message (else `fallback`) and its
 * HTTP status when it carries one; with `withData`, also the server's answer (`data`) when the
 * error carries one. Every thunk's catch block is `return rejectWithValue(toThunkError(err, …))`.
 */
export function toThunkError(
  err: unknown,
  fallback = 'Unexpected error',
  { withData = false }: { withData?: boolean } = {},
): ThunkError {
  const message = err instanceof Error && err.message ? err.message : fallback;
  const { status, data } = (err ?? {}) as { status?: unknown; data?: unknown };
  return {
    message,
    ...(typeof status === 'number' ? { status } : {}),
    ...(withData && data !== undefined ? { data } : {}),
  };
}

/**
 * The message a reducer stores for a rejected thunk: the reject value's, else the thrown error's,
 * else `fallback`.
 */
export function rejectionMessage(
  action: { payload?: ThunkError | undefined; error: SerializedError },
  fallback: string,
): string {
  return action.payload?.message ?? action.error.message ?? fallback;
}
