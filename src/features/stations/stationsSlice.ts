import { createSlice } from '@reduxjs/toolkit';

// Placeholder: the stations feature fills this slice in (same export name and state key).
export const stationsSlice = createSlice({
  name: 'stations',
  initialState: {} as Record<string, never>,
  reducers: {},
});
