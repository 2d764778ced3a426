import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldErrors } from '@plastihub/api-client';

/**
 * Foreground requests in flight (the full-page loading overlay shows while any is, after a short delay;
 * background polls are never counted) and the shared store of 422 errors.
 */
export interface RequestsState {
  inFlight: number;
  unprocessable: { message: string; errors: FieldErrors } | null;
}

const initialState: RequestsState = { inFlight: 0, unprocessable: null };

export const requestsSlice = createSlice({
  name: 'requests',
  initialState,
  reducers: {
    requestStarted(state) {
      state.inFlight += 1;
    },
    requestFinished(state) {
      state.inFlight = Math.max(0, state.inFlight - 1);
    },
    unprocessableReceived(state, action: PayloadAction<{ message: string; errors: FieldErrors }>) {
      state.unprocessable = action.payload;
    },
    unprocessableDismissed(state) {
      state.unprocessable = null;
    },
  },
});

export const { requestStarted, requestFinished, unprocessableReceived, unprocessableDismissed } =
  requestsSlice.actions;
