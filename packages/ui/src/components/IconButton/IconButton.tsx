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
  /**
   * Button's looks; `ghost` (no background) suits an icon in a toolbar or on a card.
   * @default 'ghost'
   */
  variant?: (typeof iconButtonVariants)[number];
  /**
   * A square: small is 32 px, medium 44 px, large 52 px, all above the 24 px minimum target.
   * @default 'medium'
   */
  size?: (typeof iconButtonSizes)[number];
  /**
   * The native `disabled`: the button cannot be focused or pressed.
   * @default false
   */
  disabled?: boolean;
  /** Called on a click, a tap, or Enter or Space while focused. The click does not bubble. */
  onPress?: () => void;
  /**
   * The native button type.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Extra class on the button. */
  className?: string;
  /** For toggles such as a menu button. */
  'aria-expanded'?: boolean;
  /** Id of the element the button opens or controls. */
  'aria-controls'?: string;
  /** Makes it a toggle button: true while it is on. */
  'aria-pressed'?: boolean;
}

/**
 * An icon-only button with a required label, in Button's look: close, menu, remove, a card's heart. A native
 * <button> (its looks from CSS states): React Aria's press, focus-ring and hover hooks would add to a list's
 * first render, with a heart on every card.
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
