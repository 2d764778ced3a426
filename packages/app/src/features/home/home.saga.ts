import { call, put, takeLatest } from 'redux-saga/effects';
import { getConnectBanners, type Banner } from '@plastihub/api-client';
import { bannersFailed, bannersLoaded, bannersRequested } from './home.slice';
import { errorMessage } from '../../shared/requestState';

function* loadBanners() {
  try {
    const banners: Banner[] = yield call(getConnectBanners);
    yield put(bannersLoaded(banners));
  } catch (error) {
    yield put(bannersFailed(errorMessage(error)));
  }
}

export function* homeSaga() {
  yield takeLatest(bannersRequested.type, loadBanners);
}
