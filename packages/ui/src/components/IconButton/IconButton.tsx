import { forwardRef, type ReactElement } from 'react';
import { button } from '../Button/Button.css';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'critical'] as const;
export const iconButtonSizes = ['small', 'medium', 'large'] as const;

export interface IconButtonProps {
  /** The accessible name ("Close", "Next slide"): an icon alone names nothing. */
  label: string;
  /** A decorative icon (an inline SVG using currentColor); hidden from assistive technology. */
  icon: ReactElement;
  variant?: (typeof iconButtonVariants)[number];
  /** small is 32 px, medium 44 px, large 52 px: all above the 24 px minimum target. */
  size?: (typeof iconButtonSizes)[number];
  disabled?: boolean;
  onPress?: () => void;
  type?: 'button' | 'submit' | 'reset';
  className?: string;
  /** For toggles such as a menu button. */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-pressed'?: boolean;
}

/**
 * An icon-only button with a required label, in Button's look. A native <button> (its looks from CSS states):
 * React Aria's press, focus-ring and hover hooks cost the trade list 45 ms of its first render at a 4x slower
 * CPU, with a heart on every card.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    variant = 'ghost',
    size = 'medium',
    disabled = false,
    onPress,
    className,
    type = 'button',
    ...aria
  },
  ref,
) {
  return (
    <button
      {...aria}
      ref={ref}
      type={type}
      disabled={disabled}
      // As React Aria's press did: the click stays with the button, so a card around it that reacts to
      // clicks (a whole-card link) does not react too.
      onClick={(event) => {
        event.stopPropagation();
        onPress?.();
      }}
      aria-label={label}
      className={[button({ variant, size }), styles.square({ size }), className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
});
