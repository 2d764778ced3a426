import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefCallback,
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
  /** The ref of the element right after the items (Show more's frame): as it nears the screen, the next batch comes. */
  attachEnd: RefCallback<HTMLElement>;
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
 * A long list rendered in batches (issue 56), so a phone lays out a few dozen cards instead of hundreds: the first
 * batch at once; the next as the end of what is rendered comes within two screens (the user scrolls, or Tab or a
 * screen reader's focus moves down the list); Show more does the same by keyboard and moves the focus to the first
 * new item. Rows more than two screens above the screen are set aside, whole rows at a time, and their height kept
 * as space; they come back as that space nears the screen, so the page keeps its length and nothing on screen
 * moves. While the focus is on Show more, nothing is added; rows holding a keyboard user's focus are never set
 * aside.
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

  // The next batch, as the end nears the screen. A new observer after each batch: it reports at once whether the
  // end is still near (a tall screen, a fast scroll), and the next batch follows.
  useEffect(() => {
    if (remaining === 0 || !frame || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || frame.contains(document.activeElement)) return;
        startTransition(() => setRange((current) => ({ ...current, end: current.end + SHOWN_BATCH })));
      },
      { rootMargin: `0px 0px ${SCREENS_NEAR * 100}% 0px` },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, remaining, end]);

  // Rows far above the screen set aside, and brought back as their space nears it (checked once a frame while
  // the page scrolls). A change of the number of columns (a turned phone) brings every row back.
  useEffect(() => {
    if (!list || typeof window === 'undefined') return;
    let scheduled = 0;
    const check = () => {
      scheduled = 0;
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
      // Applied only to the range the page shows (not over a batch that came meanwhile).
      // In a transition, as a batch comes: the page keeps answering the thumb while the cards render.
      const change = (next: Pick<ShownRange, 'start' | 'above'>) =>
        startTransition(() =>
          setRange((current) =>
            current.start === seen.start && current.above === seen.above ? { ...current, ...next } : current,
          ),
        );
      const screen = window.innerHeight;
      const items = [...list.children];
      const last = seen.above.at(-1);
      // The space above nears the screen: its last run comes back.
      if (last && items[0] && items[0].getBoundingClientRect().top > -SCREENS_NEAR * screen) {
        change({ start: seen.start - last.count, above: seen.above.slice(0, -1) });
        return;
      }
      let far = 0;
      while (far < items.length && items[far]!.getBoundingClientRect().bottom < -SCREENS_FAR * screen)
        far += 1;
      far -= far % columnCount;
      // Whole batches only (no work for every row), and never a keyboard user's focus (a tap's may go).
      const keyboardFocus = document.activeElement?.matches(':focus-visible') ? document.activeElement : null;
      if (far < SHOWN_BATCH || items.slice(0, far).some((item) => item.contains(keyboardFocus))) return;
      const height = items[far]!.getBoundingClientRect().top - items[0]!.getBoundingClientRect().top;
      change({ start: seen.start + far, above: [...seen.above, { count: far, height }] });
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
  }, [list, range]);

  const showMore = useCallback(() => {
    flushSync(() => setRange((current) => ({ ...current, end: end + SHOWN_BATCH })));
    firstFocusable(list?.children[end - start])?.focus();
  }, [list, end, start]);

  return { start, end, spaceAbove, remaining, attachList, attachEnd, showMore };
}
