// The buyer tools' account pages load as one chunk (shared/routing/routeRecord.ts, screenSet): one import in the
// first page's route table instead of three.
export { default as MySavedSearchesScreen } from './MySavedSearchesScreen';
export { default as MyShortlistScreen } from './MyShortlistScreen';
export { default as MyWatchlistScreen } from './MyWatchlistScreen';
