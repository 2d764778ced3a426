export {
  SpecTable,
  MissingValue,
  formatSpecValue,
  isMissingValue,
  withUnit,
  THIN_SPACE,
  type SpecTableProps,
  type SpecRow,
} from './SpecTable';
