import { Children, type Key, type ReactNode } from 'react';
import { ListingCardSkeleton } from '../ListingCard';
import { ShowMore, SHOWN_BATCH, useShownInBatches, type ShownRange } from '../ShowMore';
import * as styles from './ListingGrid.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

interface ListingGridCommon {
  /** Names the list for screen readers, e.g. "Virgin Polymers products". */
  label: string;
  /** While true, skeleton cards hold the space of the results and the list says it is busy. */
  loading?: boolean;
  /** How many skeleton cards stand in for the results while loading. */
  skeletonCount?: number;
  /** False when the cards have no picture (jobs): the skeletons have none either. */
  pictures?: boolean;
  /** Which cards to show at first (where the user was before opening a listing, for Back). */
  initialRange?: ShownRange;
  /** Told as the cards shown change. */
  onRangeChange?: (range: ShownRange) => void;
}

/** The cards as children (a short list), or the items with their card (a list of any length). */
export type ListingGridProps<Item = unknown> = ListingGridCommon &
  (
    | { children?: ReactNode; items?: never; renderItem?: never; itemKey?: never }
    | {
        items: readonly Item[];
        /** The card of one item; called only for the items shown. */
        renderItem: (item: Item, index: number) => ReactNode;
        itemKey: (item: Item, index: number) => Key;
        children?: never;
      }
  );

/**
 * The result grid of a list screen: one column on a phone, as many as fit on wider screens. While the first
 * results load, skeleton cards of the cards' shape hold the space, so nothing below jumps when they arrive. A
 * long list shows its cards in batches (`useShownInBatches`): the next batch comes as the reader nears the end,
 * below the screen, so nothing on screen moves; each card says its place in the whole list to screen readers.
 */
export function ListingGrid<Item>(props: ListingGridProps<Item>) {
  const { label, loading = false, skeletonCount = 6, pictures = true, initialRange, onRangeChange } = props;
  const children = props.items ? null : Children.toArray(props.children);
  const count = loading ? 0 : (props.items?.length ?? children?.length ?? 0);
  const { start, end, spaceAbove, remaining, attachList, attachEnd, showMore } = useShownInBatches({
    count,
    initialRange,
    onRangeChange,
  });
  const cards = Array.from({ length: end - start }, (_, offset) => start + offset).map((index) =>
    props.items ? (
      <li
        key={props.itemKey(props.items[index]!, index)}
        className={styles.item}
        aria-setsize={count}
        aria-posinset={index + 1}
      >
        {props.renderItem(props.items[index]!, index)}
      </li>
    ) : (
      <li key={index} className={styles.item} aria-setsize={count} aria-posinset={index + 1}>
        {children?.[index]}
      </li>
    ),
  );
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {loading && <span className={visuallyHidden}>Loading {label}</span>}
      <ul
        className={styles.grid}
        aria-label={label}
        ref={attachList}
        // The rows set aside above keep their height (see useShownInBatches).
        style={spaceAbove ? { paddingTop: spaceAbove } : undefined}
      >
        {loading
          ? Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index} className={styles.item}>
                <ListingCardSkeleton picture={pictures} />
              </li>
            ))
          : cards}
      </ul>
      <ShowMore remaining={remaining} batch={SHOWN_BATCH} onShowMore={showMore} attachEnd={attachEnd} />
    </div>
  );
}
