import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as the window changes. False where there is no `matchMedia`
 * (a server render, jsdom): the wide layout, which needs nothing from the browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? false : window.matchMedia?.(query).matches === true),
    () => false,
  );
}
