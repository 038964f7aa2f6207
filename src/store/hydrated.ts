import { createAction } from '@reduxjs/toolkit';

import type { HydrationPayload } from '@/types/hydration';

export type { HydrationPayload } from '@/types/hydration';

/**
 * The one action through which server-rendered props seed the store: dispatched by _app on
 * client-side navigation (first load uses the same payload as `makeStore`'s preloaded state).
 */
export const hydrated = createAction<HydrationPayload>('app/hydrated');
