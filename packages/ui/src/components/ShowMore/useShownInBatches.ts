import { startTransition, useCallback, useEffect, useState, type RefCallback } from 'react';
import { flushSync } from 'react-dom';

/** How many items a long list shows at first and adds at a time: a phone's few screens, a desktop's rows. */
export const SHOWN_BATCH = 12;

/** Where the next batch is added: while the end of what is shown is within this of the screen's bottom. */
const AHEAD = '0px 0px 200% 0px';

export interface ShownInBatchesOptions {
  /** How many items the list holds. */
  count: number;
  /** How many to show at first, e.g. as many as the user had reached before going to a listing and back. */
  initialShown?: number;
  /** Told each time more are shown (to keep the number for Back). */
  onShownChange?: (shown: number) => void;
}

export interface ShownInBatches {
  /** How many items to render (the first ones). */
  shown: number;
  /** Items not rendered yet. */
  remaining: number;
  /** The ref of the element that holds the items, one child each: the first new one has the focus after Show more. */
  attachList: RefCallback<HTMLElement>;
  /** The ref of the element right after the items (Show more's frame): as it nears the screen, the next batch comes. */
  attachEnd: RefCallback<HTMLElement>;
  /** Shows the next batch and moves the focus to its first item (the Show more button). */
  showMore: () => void;
}

const firstFocusable = (element: Element | undefined) =>
  element?.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])');

/**
 * A long list rendered in batches (issue 56): the first batch at once, the next as the end of what is shown comes
 * near the screen (as the user scrolls, or as Tab or a screen reader's focus moves down the list), so a phone lays
 * out a few dozen cards instead of hundreds. Show more does the same by keyboard and moves the focus to the first
 * new item. While the focus is on Show more, scrolling adds nothing, so the items do not move under a keyboard user.
 */
export function useShownInBatches({
  count,
  initialShown = 0,
  onShownChange,
}: ShownInBatchesOptions): ShownInBatches {
  const [shown, setShown] = useState(() => Math.max(SHOWN_BATCH, initialShown));
  const [list, attachList] = useState<HTMLElement | null>(null);
  const [frame, attachEnd] = useState<HTMLElement | null>(null);
  const visible = Math.min(shown, count);
  const remaining = count - visible;

  useEffect(() => {
    onShownChange?.(shown);
  }, [shown, onShownChange]);

  // A new observer after each batch: it reports at once whether the end is still near (a tall screen, a fast
  // scroll), and the next batch follows.
  useEffect(() => {
    if (remaining === 0 || !frame || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || frame.contains(document.activeElement)) return;
        startTransition(() => setShown((current) => current + SHOWN_BATCH));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, remaining, visible]);

  const showMore = useCallback(() => {
    flushSync(() => setShown(visible + SHOWN_BATCH));
    firstFocusable(list?.children[visible])?.focus();
  }, [list, visible]);

  return { shown: visible, remaining, attachList, attachEnd, showMore };
}
