import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { homeSaga, homeSlice } from '../features/home';

export const rootReducer = combineReducers({
  [homeSlice.name]: homeSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function* rootSaga() {
  yield all([fork(homeSaga)]);
}

export function createStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
