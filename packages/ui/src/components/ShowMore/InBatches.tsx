import { memo, type CSSProperties, type Key, type ReactNode, type RefCallback } from 'react';
import { ShowMore } from './ShowMore';
import { SHOWN_BATCH, useShownInBatches, type ShownRange } from './useShownInBatches';

/** What an item's element carries: its place in the whole list, for screen readers. */
export interface ItemPlace {
  'aria-setsize': number;
  'aria-posinset': number;
}

export interface InBatchesProps<Item> {
  items: readonly Item[];
  /** The item's element (an `<li>` with `place` spread on it); called only for the items shown. */
  renderItem: (item: Item, index: number, place: ItemPlace) => ReactNode;
  itemKey: (item: Item, index: number) => Key;
  /** The list element around the items shown, with `list.ref` and `list.style` on it. */
  children: (
    items: ReactNode,
    list: { ref: RefCallback<HTMLElement>; style: CSSProperties | undefined; remaining: number },
  ) => ReactNode;
  initialRange?: ShownRange;
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
  children,
  initialRange,
  onRangeChange,
}: InBatchesProps<Item>) {
  const count = items.length;
  const { start, end, spaceAbove, remaining, attachList, attachEnd, showMore } = useShownInBatches({
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
    </>
  );
}

interface BatchItemProps<Item> {
  item: Item;
  index: number;
  count: number;
  renderItem: InBatchesProps<Item>['renderItem'];
}

/** One item: as the items shown change (a batch comes, rows are set aside), those on the page do not render again. */
const BatchItem = memo(function BatchItem<Item>({ item, index, count, renderItem }: BatchItemProps<Item>) {
  return renderItem(item, index, { 'aria-setsize': count, 'aria-posinset': index + 1 });
}) as <Item>(props: BatchItemProps<Item>) => ReactNode;
