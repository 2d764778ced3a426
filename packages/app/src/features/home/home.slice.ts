import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Banner } from '@plastihub/api-client';
import type { RequestState } from '../../shared/requestState';

export interface HomeState {
  banners: Banner[];
  bannersRequest: RequestState;
}

const initialState: HomeState = { banners: [], bannersRequest: { status: 'idle' } };

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    bannersRequested(state) {
      state.bannersRequest = { status: 'loading' };
    },
    bannersLoaded(state, action: PayloadAction<Banner[]>) {
      state.banners = action.payload;
      state.bannersRequest = { status: 'succeeded' };
    },
    bannersFailed(state, action: PayloadAction<string>) {
      state.bannersRequest = { status: 'failed', error: action.payload };
    },
  },
});

export const { bannersRequested, bannersLoaded, bannersFailed } = homeSlice.actions;
