import { useId, type ReactNode, type RefObject } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import type { buttonVariants } from '../Button';
import { OverlayCloseButton, type OverlayCloseButtonProps } from '../Dialog/OverlayCloseButton';
import { TriggerButton } from '../Dialog/TriggerButton';
import { floatingSurface } from '../Dialog/floating.css';
import {
  CloseOverlayContext,
  useControllableOpen,
  useModalContainer,
  type ControllableOpenOptions,
  type OverlayAlign,
} from '../Dialog/overlayState';
import * as styles from './Popover.css';

export interface PopoverProps extends ControllableOpenOptions {
  /** Visible text of the trigger button, e.g. "Country" or "Country (2)". */
  label: ReactNode;
  /** Accessible name of the trigger when the visible label needs more words. */
  triggerAriaLabel?: string;
  /** Visible heading at the top of the popover; it names the popover for screen readers. */
  heading: string;
  children: ReactNode;
  /** Buttons under the content (Reset, Apply). `PopoverClose` closes after its own `onPress`. */
  footer?: ReactNode;
  align?: OverlayAlign;
  triggerVariant?: (typeof buttonVariants)[number];
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A non-modal popover on Radix Popover: a trigger button and a titled panel of content. Focus moves
 * in on open; Esc closes and returns focus to the trigger; a click outside closes it.
 */
export function Popover({
  label,
  triggerAriaLabel,
  heading,
  children,
  footer,
  align = 'start',
  triggerVariant = 'secondary',
  initialFocusRef,
  ...openOptions
}: PopoverProps) {
  const [open, setOpen] = useControllableOpen(openOptions);
  const modalContainer = useModalContainer();
  const headingId = useId();

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        <TriggerButton variant={triggerVariant} chevron aria-label={triggerAriaLabel}>
          {label}
        </TriggerButton>
      </RadixPopover.Trigger>
      <RadixPopover.Portal container={modalContainer}>
        <RadixPopover.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          aria-labelledby={headingId}
          className={`${floatingSurface} ${styles.content}`}
          onOpenAutoFocus={(event) => {
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
        >
          <CloseOverlayContext.Provider value={() => setOpen(false)}>
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
            <div className={styles.body}>{children}</div>
            {footer !== undefined && <div className={styles.footer}>{footer}</div>}
          </CloseOverlayContext.Provider>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** A footer button that closes the popover after running its own `onPress` (Apply). */
export function PopoverClose(props: OverlayCloseButtonProps) {
  return <OverlayCloseButton {...props} />;
}
