import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import type { buttonSizes, buttonVariants } from '../Button';
import * as styles from './TriggerButton.css';

export interface TriggerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** A chevron that turns when the menu or popover is open. */
  chevron?: boolean;
}

/**
 * The opener of a dialog, menu or popover. A native <button> that passes every prop and the ref
 * through, so Radix `Trigger asChild` can add its ARIA state and handlers; it wears the Button look.
 */
export const TriggerButton = forwardRef<HTMLButtonElement, TriggerButtonProps>(function TriggerButton(
  { children, variant = 'secondary', size = 'medium', chevron = false, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={[button({ variant, size }), className].filter(Boolean).join(' ')}
    >
      {children}
      {chevron && <ChevronDown />}
    </button>
  );
});

function ChevronDown() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
