import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSaga, authSlice, initialAuthState, loadSession } from '../features/auth';
import { requestsSlice } from '../shared/requests.slice';
import { mutationRequested, resourceRequested, resourcesSlice } from '../shared/resources.slice';
import { resourcesSaga } from '../shared/resources.saga';
import { selectionSaga } from '../shared/selection.saga';

export const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [requestsSlice.name]: requestsSlice.reducer,
  [resourcesSlice.name]: resourcesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function* rootSaga() {
  yield all([fork(authSaga), fork(resourcesSaga), fork(selectionSaga)]);
}

/** The store, starting from the session saved in this browser (or the given state, in tests and stories). */
export function createStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: { ...initialAuthState, ...loadSession() } },
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // Resource and mutation requests carry their api-client function, so route chunks stay small.
        serializableCheck: { ignoredActions: [resourceRequested.type, mutationRequested.type] },
      }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
