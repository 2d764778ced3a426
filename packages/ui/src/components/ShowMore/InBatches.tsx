import { memo, type CSSProperties, type Key, type ReactNode, type RefCallback } from 'react';
import { ShowMore } from './ShowMore';
import { SHOWN_BATCH, useShownInBatches, type ShownRange } from './useShownInBatches';

/** What an item's element carries: its place in the whole list, for screen readers. */
export interface ItemPlace {
  /** How many items the whole list holds. */
  'aria-setsize': number;
  /** The item's place in the whole list, from 1. */
  'aria-posinset': number;
}

export interface InBatchesProps<Item> {
  /** Every item of the list; only those near the screen are rendered. */
  items: readonly Item[];
  /** The item's element (an `<li>` with `place` spread on it); called only for the items shown. */
  renderItem: (item: Item, index: number, place: ItemPlace) => ReactNode;
  /** A stable key per item (its id), so an item keeps its state as the batches change. */
  itemKey: (item: Item, index: number) => Key;
  /**
   * What an item's element shows besides the item itself (chosen for compare, marked New), as a value compared
   * with `===`. Given, an item renders again only when it, its place or this value changes, with the latest
   * `renderItem`, so a change to one card (a compare toggle) does not render every card again: the callbacks an
   * item's element holds must then read the current state when called. Without it, every item renders again
   * whenever `renderItem` is another function.
   */
  itemState?: (item: Item, index: number) => string | number | boolean;
  /** The list element around the items shown, with `list.ref` and `list.style` on it. */
  children: (
    items: ReactNode,
    list: { ref: RefCallback<HTMLElement>; style: CSSProperties | undefined; remaining: number },
  ) => ReactNode;
  /** Which items to show at first (where the user was before opening an item, for Back). */
  initialRange?: ShownRange;
  /** Told as the items shown change, to keep the range for Back. */
  onRangeChange?: (range: ShownRange) => void;
}

/**
 * Any list of any length in batches (`useShownInBatches`), with Show more under it: the list element is the
 * caller's (a grid of tiles, a directory of cards), the items rendered are those near the screen.
 */
export function InBatches<Item>({
  items,
  renderItem,
  itemKey,
  itemState,
  children,
  initialRange,
  onRangeChange,
}: InBatchesProps<Item>) {
  const count = items.length;
  const { start, end, spaceAbove, remaining, attachList, attachEnd, spaceBelow, showMore } =
    useShownInBatches({
      count,
      initialRange,
      onRangeChange,
    });
  const shown = Array.from({ length: end - start }, (_, offset) => start + offset).map((index) => (
    <BatchItem
      key={itemKey(items[index]!, index)}
      item={items[index]!}
      index={index}
      count={count}
      state={itemState?.(items[index]!, index)}
      renderItem={renderItem}
    />
  ));
  return (
    <>
      {children(shown, {
        ref: attachList,
        // The rows set aside above keep their height.
        style: spaceAbove ? { paddingTop: spaceAbove } : undefined,
        remaining,
      })}
      <ShowMore remaining={remaining} batch={SHOWN_BATCH} onShowMore={showMore} attachEnd={attachEnd} />
      {/* The place of the items not rendered yet: what follows the list stays where it will be. */}
      {remaining > 0 && <div aria-hidden ref={spaceBelow} />}
    </>
  );
}

interface BatchItemProps<Item> {
  item: Item;
  index: number;
  count: number;
  /** `itemState`'s value for the item, when the list gives one. */
  state: string | number | boolean | undefined;
  renderItem: InBatchesProps<Item>['renderItem'];
}

/**
 * One item: as the items shown change (a batch comes, rows are set aside), those on the page do not render again;
 * with a state given, nor as the list's owner renders again (`itemState`).
 */
const BatchItem = memo(
  function BatchItem<Item>({ item, index, count, renderItem }: BatchItemProps<Item>) {
    return renderItem(item, index, { 'aria-setsize': count, 'aria-posinset': index + 1 });
  },
  (before, after) =>
    before.item === after.item &&
    before.index === after.index &&
    before.count === after.count &&
    (after.state === undefined ? before.renderItem === after.renderItem : before.state === after.state),
) as <Item>(props: BatchItemProps<Item>) => ReactNode;
