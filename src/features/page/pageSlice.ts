import { createSlice } from '@reduxjs/toolkit';

import { hydrated } from '@/store/hydrated';

/** The page on screen: its page id and its route query. */
export interface PageState {
  pageId: string;
  query: Record<string, string>;
}

const initialState: PageState = { pageId: 'home', query: {} };

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) =>
      action.payload.page ? { ...action.payload.page } : state,
    );
  },
  selectors: {
    selectPageId: (state) => state.pageId,
    selectPageQuery: (state) => state.query,
  },
});

export const { selectPageId, selectPageQuery } = pageSlice.selectors;

declare module '@/store/rootState' {
  interface RootState {
    page: PageState;
  }
}
