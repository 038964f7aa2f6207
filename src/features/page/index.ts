/** The page feature's public surface: the page on screen and keeping its data fresh. */
export { selectPageId, selectPageQuery } from './pageSlice';
export { usePolledRefresh, useRefreshEvery, type PollingKind } from './usePolledRefresh';
