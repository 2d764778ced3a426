export { homeSlice } from './home.slice';
export { homeSaga } from './home.saga';
