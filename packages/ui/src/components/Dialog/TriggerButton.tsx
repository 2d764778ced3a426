import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { mergeProps, useFocusRing } from 'react-aria';
import { usePointerHover } from '../../interactions/usePointerHover';
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
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = usePointerHover({ isDisabled: rest.disabled });
  return (
    <button
      {...mergeProps(rest, focusProps, hoverProps)}
      ref={ref}
      type={type}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
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
