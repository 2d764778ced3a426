export {
  toNumber,
  formatNumber,
  formatRupees,
  formatPriceRange,
  formatPriceWithBasis,
  type NumericInput,
} from './number';
export { formatDate, formatDateTime, indiaWallClock, shortMonthNames, type DateInput } from './date';
