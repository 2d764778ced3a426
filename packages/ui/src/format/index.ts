export {
  toNumber,
  formatNumber,
  formatRupees,
  formatPriceRange,
  formatPriceWithBasis,
  type NumericInput,
} from './number';
export {
  formatDate,
  formatDateTime,
  indiaWallClock,
  shortMonthNames,
  type DateInput,
  type DateParts,
} from './date';
