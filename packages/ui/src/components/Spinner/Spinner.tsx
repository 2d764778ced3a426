import { useId } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export interface SpinnerProps {
  /**
   * What is happening, read by screen readers (and shown with `showLabel`).
   * @default 'Loading'
   */
  label?: string;
  /**
   * Shows the label beside the ring; otherwise only screen readers get it.
   * @default false
   */
  showLabel?: boolean;
  /**
   * The ring's size.
   * @default 'medium'
   */
  size?: (typeof spinnerSizes)[number];
  /** Extra class on the wrapper. */
  className?: string;
}

/** The rotating ring alone, decorative; for composing into other loading indicators. */
export function SpinnerRing({ size }: Pick<SpinnerProps, 'size'>) {
  return <span aria-hidden="true" className={styles.ring({ size })} />;
}

/**
 * A loading indicator that screen readers announce politely (role status). Still under reduced motion.
 *
 * The still ring is a complete circle in one colour, so it does not look stuck.
 */
export function Spinner({ label = 'Loading', showLabel = false, size, className }: SpinnerProps) {
  const labelId = useId();
  const text = <span id={labelId}>{label}</span>;
  return (
    <span
      role="status"
      aria-labelledby={labelId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <SpinnerRing size={size} />
      {showLabel ? text : <span className={visuallyHidden}>{text}</span>}
    </span>
  );
}
