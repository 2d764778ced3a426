import { createSlice } from '@reduxjs/toolkit';
import { call, put, select, take } from 'redux-saga/effects';
import {
  resourceAbandoned,
  resourceFailed,
  resourceLoaded,
  resourceRemoved,
  sessionChanged,
} from '../data/data.slice';
import type { SharedState } from '../store/store.types';

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

/** The pictures the page shows at once (not lazy ones) have loaded or failed, or `capMs` has passed. */
function picturesShown(capMs = 3000): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('main img')].filter(
    (image) => !image.complete && image.getAttribute('loading') !== 'lazy',
  );
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const one = () => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const image of pending) {
      image.addEventListener('load', one, { once: true });
      image.addEventListener('error', one, { once: true });
    }
    setTimeout(resolve, capMs);
  });
}

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

/** Some entry is being loaded for the first time (a refresh in the background keeps its answer on screen). */
const pageDataLoading = (state: SharedState) =>
  Object.values(state.data.cache).some((entry) => entry.status === 'loading');

/**
 * The page is ready once its screen has shown, the data it asked for has answered, the pictures they brought
 * have loaded (a listing's photo is often what the visitor waits for) and it has painted.
 */
export function* pageReadySaga() {
  yield take(screenShown.type);
  while ((yield select(pageDataLoading)) as boolean) {
    yield take([
      resourceLoaded.type,
      resourceFailed.type,
      resourceAbandoned.type,
      resourceRemoved.type,
      sessionChanged.type,
    ]);
  }
  yield call(afterPaintWhenIdle);
  yield call(picturesShown);
  yield call(afterPaintWhenIdle);
  yield put(pageReady());
}
