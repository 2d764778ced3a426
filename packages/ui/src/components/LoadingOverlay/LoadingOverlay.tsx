import { useEffect, useState } from 'react';
import { SpinnerRing } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** True while something the whole page waits on is loading. */
  active: boolean;
  /**
   * Fast responses never flash the overlay: it appears only if still active after this long, in ms.
   * @default 300
   */
  delayMs?: number;
  /**
   * The text under the spinner, also what screen readers hear.
   * @default 'Loading…'
   */
  label?: string;
}

/**
 * The full-page loading overlay. It covers the page against stray clicks but never takes or traps focus,
 * and announces itself through a polite status region that is always present (so the change is heard).
 *
 * It appears only if loading still goes on after `delayMs`, so a fast response never flashes it.
 */
export function LoadingOverlay({ active, delayMs = 300, label = 'Loading…' }: LoadingOverlayProps) {
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [active, delayMs]);

  const visible = active && delayPassed;
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className={styles.overlay} data-state="visible">
          <div className={styles.panel}>
            <SpinnerRing size="large" />
            <span>{label}</span>
          </div>
        </div>
      )}
    </div>
  );
}
