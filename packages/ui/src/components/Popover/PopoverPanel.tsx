import { useId, useRef, type RefObject } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { floatingSurface } from '../Dialog/floating.css';
import { CloseOverlayContext, useModalContainer } from '../Dialog/overlayState';
import type { PopoverProps } from './Popover';
import * as styles from './Popover.css';

export interface PopoverPanelProps extends Pick<
  PopoverProps,
  'heading' | 'children' | 'footer' | 'align' | 'initialFocusRef'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button: the panel lines up with it, and focus returns to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The open state of Popover (Popover.tsx), downloaded on its first use: Radix Popover places the panel by
 * the trigger, moves focus in on open, closes on Esc (focus back on the trigger) or a click outside.
 */
export function PopoverPanel({
  heading,
  children,
  footer,
  align = 'start',
  initialFocusRef,
  open,
  onOpenChange: setOpen,
  triggerRef,
}: PopoverPanelProps) {
  const modalContainer = useModalContainer();
  const headingId = useId();
  // As Radix does for its own trigger: after a click elsewhere focus stays there, after Esc it returns.
  const interactedOutside = useRef(false);

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Anchor virtualRef={triggerRef} />
      <RadixPopover.Portal container={modalContainer}>
        <RadixPopover.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          aria-labelledby={headingId}
          className={`${floatingSurface} ${styles.content}`}
          onOpenAutoFocus={(event) => {
            interactedOutside.current = false;
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          onInteractOutside={(event) => {
            // The trigger toggles the popover itself: a press on it is not a click outside.
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) {
              event.preventDefault();
              return;
            }
            interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) triggerRef.current?.focus();
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
