import { createAsyncThunk, type SerializedError } from '@reduxjs/toolkit';

import type { AppDispatch, RootState, ThunkExtra } from './rootState';

export type { ThunkExtra } from './rootState';

/** Thrown-error shape carried by rejected thunks. */
export interface ThunkError {
  message: string;
  status?: number;
}

/** createAsyncThunk with the app's state, dispatch, extra argument and reject types. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: ThunkError;
}>();

/**
 * The reject value of anything a thunk caught: the error's message (else `fallback`) and its
 * HTTP status when it carries one. Every thunk's catch block is `return rejectWithValue(toThunkError(err, …))`.
 */
export function toThunkError(err: unknown, fallback = 'Unexpected error'): ThunkError {
  const message = err instanceof Error && err.message ? err.message : fallback;
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { message, status } : { message };
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
