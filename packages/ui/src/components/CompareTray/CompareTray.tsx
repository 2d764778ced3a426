import { useEffect, useId, useRef, type RefObject } from 'react';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Dialog } from '../Dialog';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../IconButton/icons';
import { Image } from '../Image';
import { Link } from '../Link';
import { MissingValue } from '../SpecTable';
import { Table, type TableColumn } from '../Table';
import {
  compareRows,
  defaultCompareLimit,
  type CompareField,
  type CompareId,
  type CompareRow,
  type CompareValue,
} from './compare';
import type { CompareRefusal } from './useCompareList';
import * as styles from './CompareTray.css';

/** One listing in the compare list. */
export interface CompareItem {
  /** The listing's id; an item is in the list at most once. */
  id: CompareId;
  /** The listing's name: the item's label in the tray and its column header in the table. */
  title: string;
  /** A thumbnail's URL, shown in the tray; a placeholder shows without one. */
  imageSrc?: string | null;
  /** Display values by field key ("Grade": "H110MA"); formatted already (prices, units). */
  values: Readonly<Record<string, CompareValue>>;
}

export interface CompareTrayProps {
  /** The chosen items, in the order they were added; with none the tray invites a first add. */
  items: readonly CompareItem[];
  /** The rows of the comparison, in order. */
  fields: readonly CompareField[];
  /**
   * How many items the list takes, for "2 of 3 chosen" (the app's add enforces it, e.g. through
   * useCompareList).
   * @default 3
   */
  limit?: number;
  /** Called by an item's Remove button with its id. */
  onRemove: (id: CompareId) => void;
  /** Set after a refused add (see useCompareList): shows the spec's alert. */
  refusal?: CompareRefusal;
  /** Called by the refusal alert's close button; without it the alert has none. */
  onDismissRefusal?: () => void;
  /**
   * What is compared, for the dialog title: "Compare materials".
   * @default 'items'
   */
  itemsName?: string;
  /** A page of its own for the comparison (shareable): "Compare (2)" goes there instead of opening a dialog. */
  compareHref?: string;
  /**
   * `sticky`: placed after a long list, the bar stays at the bottom of the screen while the list scrolls, so an
   * add's result (and a refusal) is in sight; the chosen items are left to the cards' own Remove buttons.
   * @default 'inline'
   */
  placement?: 'inline' | 'sticky';
}

export interface CompareTableProps {
  /** The items, a column each, in order. */
  items: readonly CompareItem[];
  /** The rows, in order, each labelled with its field's label. */
  fields: readonly CompareField[];
  /** Names the table for assistive technology: "3 materials side by side". */
  caption: string;
}

/**
 * The items side by side, a column each, with every row where they differ marked "Differs". The row labels stay in
 * view; on a phone two items fit beside them and the rest are a swipe away.
 */
export function CompareTable({ items, fields, caption }: CompareTableProps) {
  return (
    <div className={styles.comparison} data-count={items.length}>
      <Table
        caption={caption}
        hideCaption
        columns={comparisonColumns(items)}
        rows={compareRows(items, fields)}
        getRowKey={(row) => row.key}
      />
    </div>
  );
}

function comparisonColumns(items: readonly CompareItem[]): TableColumn<CompareRow>[] {
  return [
    {
      key: 'label',
      header: 'Property',
      isRowHeader: true,
      render: (row) => (
        <span className={styles.rowHeader}>
          {row.label}
          {/* Words, not only a tint, say which rows differ. */}
          {row.differs && <Badge tone="warning">Differs</Badge>}
        </span>
      ),
    },
    ...items.map((item, index): TableColumn<CompareRow> => ({
      key: `item-${item.id}`,
      header: item.title,
      render: (row) => {
        const value = row.values[index];
        return (
          <span className={styles.value} data-differs={row.differs || undefined}>
            {value ? value : <MissingValue />}
          </span>
        );
      },
    })),
  ];
}

/**
 * While the sticky tray is on screen, what the keyboard focuses is scrolled clear of it (WCAG 2.4.11): the page's
 * scroll padding at the bottom follows the tray's height (CompareTray.css.ts).
 */
function useKeptClearOfFocus(tray: RefObject<HTMLElement | null>, sticky: boolean) {
  useEffect(() => {
    const element = tray.current;
    if (!sticky || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(styles.trayHeightProperty, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(styles.trayHeightProperty);
    };
  }, [tray, sticky]);
}

/**
 * The bar of a list screen that holds the listings chosen for comparison: its items with a Remove button
 * each, the count ("Compare (2)"), the alert when an add goes over the limit, and a side-by-side table (in a
 * Dialog, or on the page at `compareHref`) that marks differing rows.
 *
 * The list takes three items unless `limit` says otherwise. The tray shows the limit; the app's add enforces
 * it (`useCompareList`), and a refused add brings the spec's alert, "You can Compare upto 3 items". In the
 * table each differing row is marked "Differs".
 */
export function CompareTray({
  items,
  fields,
  limit = defaultCompareLimit,
  onRemove,
  refusal,
  onDismissRefusal,
  itemsName = 'items',
  compareHref,
  placement = 'inline',
}: CompareTrayProps) {
  const headingId = useId();
  const rows = compareRows(items, fields);
  const differing = rows.filter((row) => row.differs).length;
  const trayRef = useRef<HTMLElement>(null);
  useKeptClearOfFocus(trayRef, placement === 'sticky');

  return (
    <section
      ref={trayRef}
      aria-labelledby={headingId}
      className={placement === 'sticky' ? `${styles.tray} ${styles.sticky}` : styles.tray}
    >
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.heading}>
          Compare list
        </h2>
        <span className={styles.hint}>
          {items.length} of {limit} chosen
        </span>
        <div className={styles.open}>
          {items.length === 0 ? (
            // A dialog with nothing to compare would be empty: the button waits for a first item.
            <span className={styles.hint}>Add up to {limit} items to compare them.</span>
          ) : compareHref ? (
            <Link href={compareHref} asButton variant="primary">
              {`Compare (${items.length})`}
            </Link>
          ) : (
            <Dialog
              size="large"
              title={`Compare ${itemsName}`}
              description={
                differing > 0
                  ? `${differing} of ${rows.length} rows differ; they are marked Differs.`
                  : undefined
              }
              triggerLabel={`Compare (${items.length})`}
            >
              <CompareTable
                items={items}
                fields={fields}
                caption={`${items.length} ${itemsName} side by side`}
              />
            </Dialog>
          )}
        </div>
      </div>
      {refusal && (
        <Alert key={refusal.count} tone="critical" onDismiss={onDismissRefusal}>
          {refusal.message}
        </Alert>
      )}
      {items.length > 0 && placement === 'inline' && (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Image
                src={item.imageSrc}
                alt=""
                width={40}
                height={40}
                radius="small"
                className={styles.thumb}
              />
              <span className={styles.itemTitle}>{item.title}</span>
              <IconButton
                label={`Remove ${item.title} from compare`}
                icon={<CloseIcon />}
                size="small"
                onPress={() => onRemove(item.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
