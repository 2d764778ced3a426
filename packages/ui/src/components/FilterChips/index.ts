export { FilterChips, type FilterChipsProps } from './FilterChips';
export { uniqueChips, type FilterChip } from './chips';
