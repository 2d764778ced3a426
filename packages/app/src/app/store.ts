import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { fork } from 'redux-saga/effects';
import { authSaga, authSlice, savedAuthState } from '../features/auth';
import { requestsSlice } from '../shared/data/requests.slice';
import { selectionSaga } from '../shared/storage/selection.saga';
import type { AppDispatch, SharedState } from '../shared/store/store.types';
import { connectionRestored, dataSlice } from '../shared/data/data.slice';
import { dataSagas } from '../shared/data/data.saga';
import { restartOnError } from '../shared/store/restartOnError';
import { pageReadySaga, pageSlice } from '../shared/routing/pageReady';

export const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [requestsSlice.name]: requestsSlice.reducer,
  [dataSlice.name]: dataSlice.reducer,
  [pageSlice.name]: pageSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const sagas = { authSaga, ...dataSagas, selectionSaga, pageReadySaga };

/**
 * Each watcher runs on its own: one that throws is reported and started again (restartOnError catches what it throws),
 * and the others never notice. Attached, so that closing the store stops them all.
 */
function* rootSaga() {
  for (const [name, saga] of Object.entries(sagas)) yield fork(restartOnError, name, saga);
}

export interface StoreOptions {
  /** The data layer's pause before it asks a failed GET once more (its default: `RETRY_DELAY_MS`). */
  retryDelayMs?: number;
}

/** The store, starting from the session saved in this browser (or the given state, in tests and stories). */
export function createStore(preloadedState?: Partial<RootState>, { retryDelayMs }: StoreOptions = {}) {
  // A session read from this browser may need its user asked again (features/auth: knowSessionUser); stories and
  // tests preload the session they show.
  const sessionFromBrowser = preloadedState === undefined;
  const sagaMiddleware = createSagaMiddleware({ context: { retryDelayMs, sessionFromBrowser } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: savedAuthState() },
    // Redux DevTools would show every action and the whole state to whoever opens them: development builds only.
    devTools: import.meta.env.DEV,
    middleware: (getDefault) =>
      // Actions are plain data (a data key and its params), so the serialisable check stays on.
      getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const sagas = sagaMiddleware.run(rootSaga);
  // Back online: the data layer asks again for the failed entries that views show.
  const online = () => store.dispatch(connectionRestored());
  globalThis.addEventListener?.('online', online);
  return Object.assign(store, {
    /** Stops the store's sagas and listeners (a story or a test that is done with it; the app never is). */
    close() {
      sagas.cancel();
      globalThis.removeEventListener?.('online', online);
    },
  });
}

export type AppStore = ReturnType<typeof createStore>;

// Shared code and features type their hooks against SharedState and AppDispatch (shared/store/store.types.ts), since
// they may not import this file: these fail to compile if the store stops providing what they promise.
type Provides<Actual extends Expected, Expected> = Actual;
type _StoreChecks = [Provides<RootState, SharedState>, Provides<AppStore['dispatch'], AppDispatch>];
