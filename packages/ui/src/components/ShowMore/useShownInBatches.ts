import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefCallback,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';

/** How many items a list shows at first: the lists of a dozen or two that most searches give come whole. */
export const FIRST_BATCH = 24;
/** How many items a long list adds at a time: a phone's few screens, a desktop's rows. */
export const SHOWN_BATCH = 12;

/** How near the screen, in screen heights, the next items come (below) or set-aside ones come back (above). */
const SCREENS_NEAR = 2;
/** How far above the screen, in screen heights, rows are set aside: further than they come back, so they stay. */
const SCREENS_FAR = 4;

/**
 * Which items a long list renders: `start` to `end`. The rows above `start` were set aside as the user scrolled
 * down; `above` holds each set-aside run (its items and the height it took), whose sum the list keeps as space.
 */
export interface ShownRange {
  start: number;
  end: number;
  above: ReadonlyArray<{ count: number; height: number }>;
}

export interface ShownInBatchesOptions {
  /** How many items the list holds. */
  count: number;
  /** What to render at first, e.g. where the user was before going to a listing and back. */
  initialRange?: ShownRange;
  /** Told as the range changes (to keep it for Back). */
  onRangeChange?: (range: ShownRange) => void;
}

export interface ShownInBatches {
  /** The first item rendered. */
  start: number;
  /** After the last item rendered. */
  end: number;
  /** The height the items above `start` took: the list keeps it as space. */
  spaceAbove: number;
  /** Items not rendered yet below. */
  remaining: number;
  /** The ref of the element that holds the items, one child each (the space above is its top padding). */
  attachList: RefCallback<HTMLElement>;
  /** The ref of Show more's frame: while it holds the focus, no batch comes by itself. */
  attachEnd: RefCallback<HTMLElement>;
  /** The ref of an empty element after Show more: it keeps about the height the items not rendered yet will take. */
  spaceBelow: RefObject<HTMLDivElement | null>;
  /** Shows the next batch and moves the focus to its first item (the Show more button). */
  showMore: () => void;
}

const firstFocusable = (element: Element | null | undefined) =>
  element?.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])');

/** The number of columns of a grid (1 for a list that is not one). */
const columnsOf = (list: HTMLElement) =>
  Math.max(1, getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length);

const sum = (runs: ShownRange['above']) => runs.reduce((total, run) => total + run.height, 0);

/**
 * A long list rendered in batches, so a phone lays out a few dozen cards instead of hundreds
 * (docs/lists.md, "How a list renders"): the first batch at once; the next as the last item rendered comes within
 * two screens (the user scrolls, or Tab or a screen reader's focus moves down the list); Show more does the same by
 * keyboard and moves the focus to the first new item. Rows more than four screens above the screen are set aside,
 * whole rows at a time, and their height kept as space; they come back as that space nears the screen. The items
 * not rendered yet keep about their place as space below (rows of the rendered ones' height), so the page keeps its
 * length and nothing on screen moves as a batch comes, however fast the scroll. While the focus is on Show more,
 * nothing is added; rows holding a keyboard user's focus are never set aside.
 */
export function useShownInBatches({
  count,
  initialRange,
  onRangeChange,
}: ShownInBatchesOptions): ShownInBatches {
  const [range, setRange] = useState<ShownRange>(
    () => initialRange ?? { start: 0, end: FIRST_BATCH, above: [] },
  );
  const [list, attachList] = useState<HTMLElement | null>(null);
  const [frame, attachEnd] = useState<HTMLElement | null>(null);
  const spaceBelow = useRef<HTMLDivElement>(null);
  const end = Math.min(range.end, count);
  const start = Math.min(range.start, end);
  const remaining = count - end;
  const spaceAbove = sum(range.above);
  const columns = useRef(0);
  // The range as rendered, for the scroll handler (which reads the items on the page).
  const rendered = useRef(range);
  useLayoutEffect(() => {
    rendered.current = range;
  });

  useEffect(() => {
    onRangeChange?.(range);
  }, [range, onRangeChange]);

  // The place of the items not rendered yet, as rows of the rendered ones' height, set as the page lays them out
  // (before it paints): the page keeps about its whole length, and what follows the list stays below the screen
  // as batches come.
  useLayoutEffect(() => {
    const items = list?.children;
    const first = items?.[0];
    const last = items?.[items.length - 1];
    if (!list || !spaceBelow.current || !first || !last) return;
    const columnCount = columnsOf(list);
    const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
    const pitch =
      (last.getBoundingClientRect().bottom - first.getBoundingClientRect().top + gap) /
      Math.ceil(items.length / columnCount);
    spaceBelow.current.style.height = `${Math.round(Math.ceil(remaining / columnCount) * pitch)}px`;
  }, [list, range, remaining]);

  // Once a frame while the page scrolls, and after each change: rows far above the screen set aside, or brought
  // back as their space nears it, and the next batch as the end nears. A change of the number of columns (a
  // turned phone) brings every row back.
  useEffect(() => {
    if (!list || typeof window === 'undefined') return;
    let scheduled = 0;
    const check = () => {
      scheduled = 0;
      // Not laid out (hidden, or a test's DOM without layout): nothing to measure.
      if (list.getClientRects().length === 0) return;
      const columnCount = columnsOf(list);
      if (columns.current !== columnCount) {
        const first = columns.current === 0;
        columns.current = columnCount;
        if (!first) {
          setRange((current) => ({ ...current, start: 0, above: [] }));
          return;
        }
      }
      const seen = rendered.current;
      const screen = window.innerHeight;
      const items = [...list.children];
      let { start, end, above } = seen;
      const lastRun = above.at(-1);
      const firstTop = items[0]?.getBoundingClientRect().top;
      if (lastRun && firstTop !== undefined && firstTop > -SCREENS_NEAR * screen) {
        // The space above nears the screen: its last run comes back.
        start -= lastRun.count;
        above = above.slice(0, -1);
      } else {
        // Whole rows and whole batches only (no work for every row), never the last row (the next batch is asked
        // for by it), and never a keyboard user's focus (a tap's may go).
        const keep = items.length - columnCount;
        let far = 0;
        while (far < keep && items[far]!.getBoundingClientRect().bottom < -SCREENS_FAR * screen) far += 1;
        far -= far % columnCount;
        const keyboardFocus = document.activeElement?.matches(':focus-visible')
          ? document.activeElement
          : null;
        if (far >= SHOWN_BATCH && !items.slice(0, far).some((item) => item.contains(keyboardFocus))) {
          const height = items[far]!.getBoundingClientRect().top - firstTop!;
          start += far;
          above = [...above, { count: far, height }];
        }
      }
      // The next batch, as the last item rendered nears the screen (or is above it: a fast scroll went past it),
      // unless a keyboard user is on Show more. This runs again after each change, so a tall screen or a fast
      // scroll gets as many batches as it needs.
      const lastItem = items.at(-1);
      if (
        Math.min(end, count) < count &&
        lastItem &&
        lastItem.getBoundingClientRect().bottom < (1 + SCREENS_NEAR) * screen &&
        !frame?.contains(document.activeElement)
      )
        end += SHOWN_BATCH;
      if (start === seen.start && end === seen.end) return;
      // In a transition: the page keeps answering the thumb while the cards render. Applied only to the range the
      // page shows (not over a change that came meanwhile).
      startTransition(() => setRange((current) => (current === seen ? { start, end, above } : current)));
    };
    const onScroll = () => {
      if (!scheduled) scheduled = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      cancelAnimationFrame(scheduled);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [list, frame, range, count]);

  const showMore = useCallback(() => {
    flushSync(() => setRange((current) => ({ ...current, end: end + SHOWN_BATCH })));
    firstFocusable(list?.children[end - start])?.focus();
  }, [list, end, start]);

  return { start, end, spaceAbove, remaining, attachList, attachEnd, spaceBelow, showMore };
}
