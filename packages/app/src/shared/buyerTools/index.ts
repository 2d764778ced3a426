export type { ListingItem, ListingRef } from './listingItem';
export type { ToolResult } from './toolResult';
export {
  clearToolsData,
  readTools,
  updateTools,
  useBuyerTool,
  type SaveOutcome,
  type ToolsData,
  type ToolsSection,
} from './userStore';
export {
  MAX_SHORTLIST,
  addToShortlist,
  groupByKind,
  isSaved,
  markGone,
  removeFromShortlist,
  toggleShortlist,
  type ShortlistGroup,
} from './shortlist';
export { MAX_RECENTLY_VIEWED, recordView } from './recentlyViewed';
export {
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME_LENGTH,
  findSavedSearch,
  listedIds,
  markOpened,
  newSince,
  removeSearch,
  saveSearch,
  savedSearchHref,
  totalNew,
  type SavedSearch,
  type SearchToSave,
} from './savedSearches';
export {
  MAX_PRICE_WATCHES,
  PRICE_HISTORY_DAYS,
  addWatch,
  changeSinceLastVisit,
  findWatch,
  recordPrice,
  recordSeenPrice,
  removeWatch,
  type PricePoint,
  type PriceWatch,
  type WatchTarget,
} from './priceWatch';
