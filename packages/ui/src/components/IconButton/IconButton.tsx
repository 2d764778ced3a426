import { forwardRef, type ReactElement } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef } from 'react-aria';
import { usePointerHover } from '../../interactions/usePointerHover';
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

/** An icon-only button with a required label (React Aria press handling, Button's look). */
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
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const { buttonProps, isPressed } = useButton({ ...aria, type, isDisabled: disabled, onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = usePointerHover({ isDisabled: disabled });

  return (
    <button
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      aria-label={label}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={[button({ variant, size }), styles.square({ size }), className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
});
