import type { ReactNode } from 'react';
import * as styles from './ResultsBar.css';

export interface ResultsBarProps {
  /** The result count ("14 results"), with its own live region. */
  summary: ReactNode;
  /** The list's controls: Sort by, Save this search. */
  children: ReactNode;
}

/** A list's count and its controls above it; on a phone the count stands on its own row, so nothing moves. */
export function ResultsBar({ summary, children }: ResultsBarProps) {
  return (
    <div className={styles.bar}>
      {summary}
      <div className={styles.controls}>{children}</div>
    </div>
  );
}
