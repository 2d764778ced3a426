import { forwardRef, type ReactNode } from 'react';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps {
  /** The button's text (and its accessible name, unless `aria-label` gives another). */
  children: ReactNode;
  /**
   * `primary` for the main action of a screen, `secondary` beside it, `ghost` for a quiet one, `critical` for
   * what deletes or cannot be undone.
   * @default 'primary'
   */
  variant?: (typeof buttonVariants)[number];
  /**
   * Height: small is 32 px, medium 44 px, large 52 px.
   * @default 'medium'
   */
  size?: (typeof buttonSizes)[number];
  /**
   * Stretches the button to its container's width.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Submit or work in progress: shows a spinner, announces busy, and ignores further presses.
   * @default false
   */
  pending?: boolean;
  /**
   * The native `disabled`: the button cannot be focused or pressed. Prefer `pending` while work is in
   * progress.
   * @default false
   */
  disabled?: boolean;
  /**
   * Called on a click, a tap, or Enter or Space while focused; not while `pending`. The click does not
   * bubble.
   */
  onPress?: () => void;
  /**
   * The native button type: `submit` to submit the form it is in.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** The id of the form it submits, when it sits outside that form. */
  form?: string;
  /** The element's id. */
  id?: string;
  /** Extra class on the button. */
  className?: string;
  /** Accessible name when it differs from the visible text. */
  'aria-label'?: string;
  /** Id of an element that describes the button (a hint or a warning next to it). */
  'aria-describedby'?: string;
  /** Makes it a toggle button: true while it is on. */
  'aria-pressed'?: boolean;
  /** For a button that opens something (a menu, a panel): whether that is open now. */
  'aria-expanded'?: boolean;
  /** Id of the element the button opens or controls. */
  'aria-controls'?: string;
}

/**
 * The button for every action that stays on the page (submit, open, confirm); for navigation use Link.
 * Braid-style variants; pending blocks double submits. A native <button> (its focus, hover and pressed looks
 * from CSS states): React Aria's press, focus-ring and hover hooks would add to a page's first render for
 * every button. Its click does not bubble, as React Aria's press did not.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant,
    size,
    fullWidth,
    pending = false,
    disabled = false,
    onPress,
    className,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        // A pending submit button must not submit its form again.
        if (pending) event.preventDefault();
        else onPress?.();
      }}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
