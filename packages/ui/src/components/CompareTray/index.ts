export {
  CompareTable,
  CompareTray,
  type CompareTableProps,
  type CompareTrayProps,
  type CompareItem,
} from './CompareTray';
export { useCompareList, type CompareRefusal } from './useCompareList';
export {
  addToCompare,
  removeFromCompare,
  compareRows,
  compareLimitMessage,
  defaultCompareLimit,
  type CompareAddResult,
  type CompareField,
  type CompareId,
  type CompareRow,
  type CompareValue,
} from './compare';
