import { useCallback, useState } from 'react';

/** Where a list keeps, in its history entry, how many of its cards were shown: `{ [list label]: count }`. */
const STATE_KEY = 'plastihubShown';

const shownIn = (state: unknown): Record<string, number> => {
  const kept = (state as Record<string, unknown> | null)?.[STATE_KEY];
  return typeof kept === 'object' && kept !== null ? (kept as Record<string, number>) : {};
};

/**
 * How many cards of a long list were shown in this history entry, kept in the entry itself: Back (or a reload)
 * shows as many again, so the browser puts the user back at the listing they opened, at the same place.
 */
export function useShownForBack(label: string): {
  initialShown: number | undefined;
  onShownChange: (shown: number) => void;
} {
  const [initialShown] = useState(() => {
    const kept = shownIn(window.history.state)[label];
    return typeof kept === 'number' && Number.isSafeInteger(kept) && kept > 0 ? kept : undefined;
  });
  const onShownChange = useCallback(
    (shown: number) => {
      const state = window.history.state as Record<string, unknown> | null;
      if (shownIn(state)[label] === shown) return;
      window.history.replaceState({ ...state, [STATE_KEY]: { ...shownIn(state), [label]: shown } }, '');
    },
    [label],
  );
  return { initialShown, onShownChange };
}
