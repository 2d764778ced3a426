import { parseCompareIds, type StoredCompareList } from '../../shared/listing/compareList';
import { readSelection } from '../../shared/storage/selection';

/**
 * The materials chosen to compare, kept in this browser (local storage `compare`, the spec's key) across the
 * material screens.
 */
export const materialCompareList: StoredCompareList = {
  name: 'materials',
  // Storage, not the URL (there the query holds the brand and the search); opening a compare link makes its
  // materials the visitor's list.
  read: () => parseCompareIds(readSelection('compareList', '')),
  written: (ids) => ({ compareList: ids.length > 0 ? ids.join(',') : null }),
};
