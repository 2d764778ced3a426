export {
  toNumber,
  formatNumber,
  formatRupees,
  formatPriceRange,
  formatPriceWithBasis,
  type NumericInput,
} from './number';
export { formatDate, formatDateTime, displayTimeZone, type DateInput } from './date';
