import type { RefCallback } from 'react';
import { Button } from '../Button';
import * as styles from './ShowMore.css';

export interface ShowMoreProps {
  /** Items not shown yet; nothing renders at 0. */
  remaining: number;
  /** How many the next press shows. */
  batch: number;
  /** Called by the button: `showMore` from `useShownInBatches`. */
  onShowMore: () => void;
  /** From `useShownInBatches`: while this frame holds the focus, no batch comes by itself. */
  attachEnd: RefCallback<HTMLElement>;
}

/**
 * Under a long list rendered in batches: says how many listings remain and shows the next batch, for keyboard and
 * screen reader users (scrolling adds them on its own). It shows once it has the focus, like a skip link: in
 * sight, it would move down the screen each time a batch came.
 */
export function ShowMore({ remaining, batch, onShowMore, attachEnd }: ShowMoreProps) {
  if (remaining === 0) return null;
  return (
    <div className={styles.frame} ref={attachEnd}>
      <Button variant="secondary" onPress={onShowMore}>
        {`Show ${Math.min(batch, remaining)} more (${remaining} not shown yet)`}
      </Button>
    </div>
  );
}
