import { createSlice } from '@reduxjs/toolkit';
import { call, put, select, take } from 'redux-saga/effects';
import { requestFinished } from './requests.slice';
import type { SharedState } from './store.types';

/**
 * Whether the first page has shown its content. What that page does not need (the account menu, the chat
 * link, the footer below the fold, following other tabs) waits until then, so that on a slow phone and 4G
 * none of it competes with the page's own code and data.
 */
export interface PageState {
  ready: boolean;
}

export const pageSlice = createSlice({
  name: 'page',
  initialState: { ready: false } as PageState,
  reducers: {
    /** A route's screen has rendered (its code is in; its data may still be on the way). */
    screenShown() {},
    pageReady(state) {
      state.ready = true;
    },
  },
});

export const { screenShown, pageReady } = pageSlice.actions;

/** After the next paint, once the browser has nothing more urgent to do (at most a second later). */
function afterPaintWhenIdle(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
      }),
    ),
  );
}

/** The page is ready once its screen has shown, the requests it started have answered and it has painted. */
export function* pageReadySaga() {
  yield take(screenShown.type);
  while (((yield select((state: SharedState) => state.requests.inFlight)) as number) > 0) {
    yield take(requestFinished.type);
  }
  yield call(afterPaintWhenIdle);
  yield put(pageReady());
}
