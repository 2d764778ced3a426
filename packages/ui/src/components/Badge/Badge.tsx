import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'critical'] as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Short text ("Approved", "Pending") or a count. */
  children: ReactNode;
  /**
   * The colour, by meaning: `success` for approved, `warning` for pending, `critical` for rejected.
   * @default 'neutral'
   */
  tone?: (typeof badgeTones)[number];
  /** What screen readers hear instead of the visible text, when that alone is unclear: "3 unread messages" for "3". */
  label?: string;
}

/** A status pill: listing approval states, unread counts, roles. */
export function Badge({ tone, label, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[styles.badge({ tone }), className].filter(Boolean).join(' ')}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
