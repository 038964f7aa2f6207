import { createSlice } from '@reduxjs/toolkit';

// Placeholder: the search feature fills this slice in (same export name and state key).
export const searchSlice = createSlice({
  name: 'search',
  initialState: {} as Record<string, never>,
  reducers: {},
});
