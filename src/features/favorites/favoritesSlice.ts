import { createSlice } from '@reduxjs/toolkit';

// Placeholder: the favorites feature fills this slice in (same export name and state key).
export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: {} as Record<string, never>,
  reducers: {},
});
