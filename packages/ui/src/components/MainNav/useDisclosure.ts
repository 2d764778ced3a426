import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A show/hide region behind a toggle button (the WAI-ARIA disclosure pattern) for menus that are
 * always visible on wide screens and collapse on phones. Radix Collapsible unmounts or hides its
 * content when closed, which would also hide it on desktop, so the little state here is our own:
 * Escape closes and returns focus to the toggle; focus or a press outside closes it too.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  /** Closes and puts focus back on the toggle, so it is not lost with the content that hides. */
  const dismiss = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      dismiss();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
    },
  };

  const toggleProps = {
    ref: toggleRef,
    'aria-expanded': open,
    'aria-controls': contentId,
  };

  const contentProps = { id: contentId, 'data-state': open ? 'open' : 'closed' } as const;

  return { open, close, dismiss, toggle, rootProps, toggleProps, contentProps };
}
