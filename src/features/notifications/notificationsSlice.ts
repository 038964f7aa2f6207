import { createSlice } from '@reduxjs/toolkit';

// Placeholder: the notifications feature fills this slice in (same export name and state key).
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: {} as Record<string, never>,
  reducers: {},
});
