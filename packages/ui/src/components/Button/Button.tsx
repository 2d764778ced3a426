import { forwardRef, useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef, type AriaButtonOptions } from 'react-aria';
import { usePointerHover } from '../../interactions/usePointerHover';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<
  AriaButtonOptions<'button'>,
  'elementType' | 'isDisabled' | 'onPress'
> {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Submit or work in progress: shows a spinner, announces busy, and ignores further presses. */
  pending?: boolean;
  disabled?: boolean;
  onPress?: () => void;
  className?: string;
  /** Accessible name when it differs from the visible text. */
  'aria-label'?: string;
}

/** A button (React Aria press handling, Braid-style variants). Pending blocks double submits. */
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
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const pressedWhilePending = useRef(false);
  const { buttonProps, isPressed } = useButton(
    {
      ...rest,
      type,
      isDisabled: disabled,
      onPress: () => {
        if (pending) {
          pressedWhilePending.current = true;
          return;
        }
        onPress?.();
      },
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = usePointerHover({ isDisabled: disabled || pending });

  return (
    <button
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      // A pending submit button must not submit its form again.
      onClick={(event) => {
        if (pending) event.preventDefault();
        buttonProps.onClick?.(event);
      }}
      ref={ref}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
