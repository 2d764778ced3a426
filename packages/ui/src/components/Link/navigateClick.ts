import type { MouseEvent } from 'react';

/** A click the browser would handle as "follow this link here": left button, no modifier keys. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * The click handler that lets an app plug in its router: a plain click is handed to `onNavigate` instead
 * of loading the page; middle, modified (new tab, new window, download) and keyboard-with-modifier clicks
 * stay native, so "open in new tab" keeps working.
 */
export function navigateClickHandler(
  href: string,
  onNavigate: ((href: string) => void) | undefined,
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void,
) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!onNavigate || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
}
