export {
  Table,
  tableAligns,
  defaultEmptyMessage,
  defaultCellContent,
  type TableProps,
  type TableColumn,
} from './Table';
