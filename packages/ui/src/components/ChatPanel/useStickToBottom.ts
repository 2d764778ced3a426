import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the end counts as "at the bottom" (a partly visible last line). */
const bottomSlack = 48;

function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/** Scrolls to the end and returns the new position. */
function toBottom(scroller: HTMLElement): number {
  // A method call rather than a `scrollTop` write; optional because jsdom has no Element.scrollTo.
  scroller.scrollTo?.({ top: scroller.scrollHeight, behavior: 'instant' });
  return scroller.scrollTop;
}

export interface StickToBottom {
  /** Messages arrived while the reader was scrolled up, and they have not scrolled down to them yet. */
  unseen: boolean;
  /** Scrolls to the newest message and keeps it in view again. */
  jumpToLatest: () => void;
}

/**
 * Keeps the newest message in view: whenever `changeKey` changes, or the content grows (a picture
 * or the font loads), the nearest scrolling box (the log itself, or the side panel's body around
 * it) scrolls to its end, unless the reader has scrolled up to read older messages; then `unseen`
 * says that something new is below. `force` scrolls anyway (after the user's own message).
 */
export function useStickToBottom(
  contentRef: RefObject<HTMLElement | null>,
  changeKey: string,
  force: boolean,
): StickToBottom {
  const pinned = useRef(true);
  const lastTop = useRef(0);
  const [unseen, setUnseen] = useState(false);

  // A layout effect: the reader's first scroll must never come before the listener is there.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    // The scrolling box is looked up on every event: styles may arrive after mount, and in the side
    // panel it is the dialog's body. Scroll events do not bubble, so they are caught on the way down.
    const onScroll = (event: Event) => {
      const scroller = scrollerOf(content);
      if (!scroller || event.target !== scroller) return;
      const top = scroller.scrollTop;
      const atBottom = scroller.scrollHeight - top - scroller.clientHeight <= bottomSlack;
      // Only scrolling up lets go: content growing under a pinned reader also fires scroll events.
      if (atBottom) {
        pinned.current = true;
        setUnseen(false);
      } else if (top < lastTop.current) pinned.current = false;
      lastTop.current = top;
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            const scroller = scrollerOf(content);
            if (scroller && pinned.current) lastTop.current = toBottom(scroller);
          });
    observer?.observe(content);
    if (content.firstElementChild) observer?.observe(content.firstElementChild);
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      observer?.disconnect();
    };
  }, [contentRef]);

  const stick = useCallback(() => {
    const content = contentRef.current;
    const scroller = content && scrollerOf(content);
    if (!scroller) return;
    lastTop.current = toBottom(scroller);
    pinned.current = true;
    setUnseen(false);
  }, [contentRef]);

  useLayoutEffect(() => {
    if (pinned.current || force) stick();
    else setUnseen(true);
  }, [stick, changeKey, force]);

  return { unseen, jumpToLatest: stick };
}
