import { Children, type Key, type ReactNode } from 'react';
import { ListingCardSkeleton } from '../ListingCard';
import { InBatches, type ShownRange } from '../ShowMore';
import * as styles from './ListingGrid.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

interface ListingGridCommon {
  /** Names the list for screen readers, e.g. "Virgin Polymers products". */
  label: string;
  /**
   * While true, skeleton cards hold the space of the results and the list says it is busy.
   * @default false
   */
  loading?: boolean;
  /**
   * How many skeleton cards stand in for the results while loading.
   * @default 6
   */
  skeletonCount?: number;
  /**
   * False when the cards have no picture (jobs): the skeletons have none either.
   * @default true
   */
  pictures?: boolean;
  /** Which cards to show at first (where the user was before opening a listing, for Back). */
  initialRange?: ShownRange;
  /** Told as the cards shown change. */
  onRangeChange?: (range: ShownRange) => void;
}

/** The cards as children (a short list), or the items with their card (a list of any length). */
export type ListingGridProps<Item = unknown> = ListingGridCommon &
  (
    | {
        /**
         * The cards (ListingCard, ListingCardMissing), for a short list; a long one passes `items` instead.
         */
        children?: ReactNode;
        items?: never;
        renderItem?: never;
        itemKey?: never;
        itemState?: never;
      }
    | {
        /** Every result, for a list of any length: only the cards near the screen are rendered. */
        items: readonly Item[];
        /** The card of one item; called only for the items shown. */
        renderItem: (item: Item, index: number) => ReactNode;
        /** A stable key per item (its id), so a card keeps its state as the batches change. */
        itemKey: (item: Item, index: number) => Key;
        /**
         * What a card shows besides its item (InBatches' `itemState`): cards whose state is unchanged do not
         * render again.
         */
        itemState?: (item: Item, index: number) => string | number | boolean;
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
  if (loading) {
    return (
      <div className={styles.root} aria-busy>
        <span className={visuallyHidden}>Loading {label}</span>
        <ul className={styles.grid} aria-label={label}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <ListingCardSkeleton picture={pictures} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const cards = props.items
    ? { items: props.items, renderItem: props.renderItem, itemKey: props.itemKey, itemState: props.itemState }
    : {
        items: Children.toArray(props.children),
        renderItem: (card: ReactNode) => card,
        itemKey: byPlace,
        itemState: undefined,
      };
  return (
    <div className={styles.root}>
      <InBatches
        items={cards.items as readonly Item[]}
        itemKey={cards.itemKey as (item: Item, index: number) => Key}
        itemState={cards.itemState}
        renderItem={(item, index, place) => (
          <li className={styles.item} {...place}>
            {(cards.renderItem as (item: Item, index: number) => ReactNode)(item, index)}
          </li>
        )}
        initialRange={initialRange}
        onRangeChange={onRangeChange}
      >
        {(shown, list) => (
          <ul className={styles.grid} aria-label={label} ref={list.ref} style={list.style}>
            {shown}
          </ul>
        )}
      </InBatches>
    </div>
  );
}

const byPlace = (_card: unknown, index: number) => index;
