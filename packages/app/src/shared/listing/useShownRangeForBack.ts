import { useCallback, useState } from 'react';
import type { ShownRange } from '@plastihub/ui';

/** Where a list keeps, in its history entry, which of its cards were shown: `{ [list label]: range }`. */
const STATE_KEY = 'plastihubShown';

const keptIn = (state: unknown): Record<string, unknown> => {
  const kept = (state as Record<string, unknown> | null)?.[STATE_KEY];
  return typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
};

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A range as the list wrote it (history state survives a reload and can be old): anything else is none. */
function asRange(value: unknown): ShownRange | undefined {
  const range = value as Partial<ShownRange> | null;
  if (!range || !isCount(range.start) || !isCount(range.end) || !Array.isArray(range.above)) return undefined;
  const runsValid = range.above.every(
    (run: unknown) =>
      isCount((run as { count?: unknown }).count) && typeof (run as { height?: unknown }).height === 'number',
  );
  return runsValid ? (range as ShownRange) : undefined;
}

/**
 * Which cards of a long list were shown in this history entry, kept in the entry itself: Back (or a reload) shows
 * the same ones, with the same space above them, so the browser puts the user back at the listing they opened, at
 * the same place.
 */
export function useShownRangeForBack(label: string): {
  initialRange: ShownRange | undefined;
  onRangeChange: (range: ShownRange) => void;
} {
  const [initialRange] = useState(() => asRange(keptIn(window.history.state)[label]));
  const onRangeChange = useCallback(
    (range: ShownRange) => {
      const state = window.history.state as Record<string, unknown> | null;
      if (keptIn(state)[label] === range) return;
      window.history.replaceState({ ...state, [STATE_KEY]: { ...keptIn(state), [label]: range } }, '');
    },
    [label],
  );
  return { initialRange, onRangeChange };
}
