import type { ReactNode } from 'react';
import * as styles from './ActionBar.css';

export interface ActionBarProps {
  /** What the bar holds is named for screen readers: "Actions for PP Homopolymer Granules". */
  label: string;
  /** The actions, most important first: the first takes the room the others leave. */
  children: ReactNode;
}

/**
 * A page's main actions. From tablets up a plain row; on a phone a bar that stays at the bottom of the screen
 * while the page scrolls, so the next step is always under the thumb. Place it as the page's last block: it
 * then covers nothing at the end of the page, and what the keyboard focuses scrolls clear of it.
 */
export function ActionBar({ label, children }: ActionBarProps) {
  return (
    <div role="group" aria-label={label} className={styles.bar} data-action-bar="">
      {children}
    </div>
  );
}
