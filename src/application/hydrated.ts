import { createAction } from '@reduxjs/toolkit';

import type { PublicConfig } from '@/types/config';

/**
 * The state that server-rendered props may seed. Each slice that accepts SSR data owns one key
 * and handles `hydrated` in its extraReducers; keys absent from a payload leave the slice as is.
 */
export interface HydrationPayload {
  config?: { value: PublicConfig | null };
}

/**
 * The one action through which server-rendered props seed the store: dispatched by _app on
 * client-side navigation (first load uses the same payload as `makeStore`'s preloaded state).
 */
export const hydrated = createAction<HydrationPayload>('app/hydrated');
