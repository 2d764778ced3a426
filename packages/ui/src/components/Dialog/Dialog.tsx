import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { buttonVariants } from '../Button';
import { OverlayCloseButton, type OverlayCloseButtonProps } from './OverlayCloseButton';
import { TriggerButton } from './TriggerButton';
import {
  CloseOverlayContext,
  ModalContainerContext,
  useControllableOpen,
  type ControllableOpenOptions,
} from './overlayState';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
/** `center` is a modal dialog; `side` is a full-height panel (sheet) that slides in from the right. */
export const dialogVariants = ['center', 'side'] as const;

export interface DialogProps extends ControllableOpenOptions {
  /** Visible title; it also names the dialog for screen readers. */
  title: ReactNode;
  /** A short line under the title; screen readers read it as the dialog's description. */
  description?: ReactNode;
  /** The body. It scrolls on its own when taller than the screen. */
  children?: ReactNode;
  /** Action buttons, end-aligned (stacked on small phones). Use `DialogClose` for buttons that close. */
  footer?: ReactNode;
  size?: (typeof dialogSizes)[number];
  variant?: (typeof dialogVariants)[number];
  /** Renders a button that opens the dialog. Leave it out and drive `open` from your own control. */
  triggerLabel?: ReactNode;
  triggerVariant?: (typeof buttonVariants)[number];
  /**
   * When false there is no close button and Esc or a click outside does nothing: for a choice
   * that must be made first (e.g. the city dialog on a first visit). The body must offer the way out.
   */
  dismissible?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog or side panel on Radix Dialog: focus is trapped inside and returns to where it
 * came from, Esc and the backdrop close it, the page behind cannot be scrolled or reached.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'medium',
  variant = 'center',
  triggerLabel,
  triggerVariant = 'primary',
  dismissible = true,
  closeLabel = 'Close',
  initialFocusRef,
  ...openOptions
}: DialogProps) {
  const [open, setOpen] = useControllableOpen(openOptions);
  // Radix returns focus to its own Trigger only; a dialog opened from any other control returns there.
  const openerRef = useRef<HTMLElement | null>(null);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {triggerLabel !== undefined && (
        <RadixDialog.Trigger asChild>
          <TriggerButton variant={triggerVariant}>{triggerLabel}</TriggerButton>
        </RadixDialog.Trigger>
      )}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay({ variant })}>
          <RadixDialog.Content
            ref={setContentElement}
            className={styles.content({ variant, size })}
            // Radix warns when there is no description unless told so explicitly.
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
            onEscapeKeyDown={preventUnlessDismissible}
            onInteractOutside={preventUnlessDismissible}
            onOpenAutoFocus={(event) => {
              const opener = document.activeElement;
              openerRef.current = opener instanceof HTMLElement && opener !== document.body ? opener : null;
              if (!initialFocusRef?.current) return;
              event.preventDefault();
              initialFocusRef.current.focus();
            }}
            onCloseAutoFocus={(event) => {
              const opener = openerRef.current;
              if (!opener?.isConnected) return;
              event.preventDefault();
              opener.focus();
            }}
          >
            <CloseOverlayContext.Provider value={() => setOpen(false)}>
              <ModalContainerContext.Provider value={contentElement}>
                <div className={styles.header}>
                  <div className={styles.headings}>
                    <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                    {description !== undefined && (
                      <RadixDialog.Description className={styles.description}>
                        {description}
                      </RadixDialog.Description>
                    )}
                  </div>
                  {dismissible && (
                    <RadixDialog.Close className={styles.closeButton} aria-label={closeLabel}>
                      <CloseIcon />
                    </RadixDialog.Close>
                  )}
                </div>
                <ScrollableBody>{children}</ScrollableBody>
                {footer !== undefined && <div className={styles.footer}>{footer}</div>}
              </ModalContainerContext.Provider>
            </CloseOverlayContext.Provider>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A footer button that closes the dialog after running its own `onPress` (Cancel, Done...). */
export function DialogClose(props: OverlayCloseButtonProps) {
  return <OverlayCloseButton {...props} />;
}

/**
 * The body becomes a keyboard stop only while it overflows, so keyboard users can scroll long
 * content (axe: scrollable-region-focusable) without an extra tab stop in short dialogs.
 */
function ScrollableBody({ children }: { children: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [labelledBy, setLabelledBy] = useState<string>();

  useEffect(() => {
    const body = bodyRef.current;
    const inner = innerRef.current;
    if (!body || !inner || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setOverflowing(body.scrollHeight > body.clientHeight + 1);
      setLabelledBy(body.closest('[role=dialog]')?.getAttribute('aria-labelledby') ?? undefined);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={bodyRef}
      className={styles.body}
      {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {})}
    >
      <div ref={innerRef}>{children}</div>
    </div>
  );
}

function CloseIcon() {
  return (
    <svg className={styles.closeIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M5 5l10 10M15 5L5 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
