import { createSlice } from '@reduxjs/toolkit';

// Placeholder: the units feature fills this slice in (same export name and state key).
export const unitsSlice = createSlice({
  name: 'units',
  initialState: {} as Record<string, never>,
  reducers: {},
});
