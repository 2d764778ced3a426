import type { Key, ReactNode } from 'react';
import { MissingValue } from '../SpecTable';
import * as styles from './Table.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export const tableAligns = ['start', 'center', 'end'] as const;

/** One column of a Table. */
export interface TableColumn<Row> {
  /** Unique per table; without `render` the cell shows `row[key]` (text or number). */
  key: string;
  /** The column header's content. */
  header: ReactNode;
  /**
   * `end` for amounts and counts, so digits line up.
   * @default 'start'
   */
  align?: (typeof tableAligns)[number];
  /** The cell of one row; without it the cell shows `row[key]`, or the missing-value dash. */
  render?: (row: Row, rowIndex: number) => ReactNode;
  /** This column names its row (e.g. the product name): rendered as <th scope="row">. */
  isRowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Names the table and its scroll region; shown above the table unless `hideCaption`. */
  caption: string;
  /**
   * Keep the caption for screen readers only, when a heading nearby already says it.
   * @default false
   */
  hideCaption?: boolean;
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows, in order; with none the table shows `emptyMessage`. */
  rows: readonly Row[];
  /** Row identity; `row.id` when there is one, else the index. */
  getRowKey?: (row: Row, rowIndex: number) => Key;
  /**
   * Shows placeholder rows and tells assistive technology the table is busy.
   * @default false
   */
  loading?: boolean;
  /**
   * How many placeholder rows while loading.
   * @default 3
   */
  skeletonRows?: number;
  /**
   * Shown in place of rows when there are none.
   * @default 'No Data Found'
   */
  emptyMessage?: ReactNode;
}

export const defaultEmptyMessage = 'No Data Found';

function defaultRowKey(row: unknown, rowIndex: number): Key {
  if (typeof row === 'object' && row !== null && 'id' in row) {
    const { id } = row;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return rowIndex;
}

/** `row[key]` when it is text or a number; otherwise the missing-value dash. */
export function defaultCellContent(row: unknown, key: string): ReactNode {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  if (typeof value === 'number' && !Number.isNaN(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return <MissingValue />;
}

/**
 * Rows of records with the same columns (orders, price lists, comparisons): a semantic data table. On narrow
 * screens it scrolls sideways inside a labelled region that the keyboard can focus, so every column stays
 * reachable without a mouse.
 *
 * Its `caption` names it and its scroll region; the columns are definitions (`columns`), and it has a
 * loading state (placeholder rows) and an empty one (`emptyMessage`).
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey = defaultRowKey,
  loading = false,
  skeletonRows = 3,
  emptyMessage = defaultEmptyMessage,
}: TableProps<Row>) {
  return (
    // A scroll container must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={caption} tabIndex={0} className={styles.scrollRegion}>
      {/* Always rendered, so the change to "Loading" is announced. */}
      <div role="status" className={visuallyHidden}>
        {loading ? `Loading ${caption}` : ''}
      </div>
      <table className={styles.table} aria-busy={loading || undefined}>
        {hideCaption ? (
          <caption className={visuallyHidden}>{caption}</caption>
        ) : (
          <caption className={styles.caption}>{caption}</caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={styles.cell({ kind: 'columnHeader', align: column.align })}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows count={skeletonRows} columns={columns.length} />
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={getRowKey(row, rowIndex)}>
                {columns.map((column) => {
                  const content = column.render
                    ? column.render(row, rowIndex)
                    : defaultCellContent(row, column.key);
                  return column.isRowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      className={styles.cell({ kind: 'rowHeader', align: column.align })}
                    >
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={styles.cell({ align: column.align })}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function SkeletonRows({ count, columns }: { count: number; columns: number }) {
  return Array.from({ length: count }, (_, rowIndex) => (
    <tr key={rowIndex} aria-hidden="true">
      {Array.from({ length: columns }, (_, columnIndex) => (
        <td key={columnIndex} className={styles.cell()}>
          <span className={styles.skeleton} />
        </td>
      ))}
    </tr>
  ));
}
