import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { DialogProps } from './Dialog';
import { CloseOverlayContext, ModalContainerContext } from './overlayState';
import * as styles from './Dialog.css';

export interface DialogPanelProps extends Omit<
  DialogProps,
  'triggerLabel' | 'triggerVariant' | 'defaultOpen'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when nothing held it as the dialog opened (a click does not focus a button in Safari). */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The open state of Dialog (Dialog.tsx), downloaded on its first use: Radix Dialog traps focus inside and
 * returns it to where it came from, Esc and the backdrop close it, the page behind cannot be scrolled or reached.
 */
export function DialogPanel({
  title,
  description,
  children,
  footer,
  size = 'medium',
  variant = 'center',
  dismissible = true,
  closeLabel = 'Close',
  initialFocusRef,
  open,
  onOpenChange: setOpen,
  triggerRef,
}: DialogPanelProps) {
  // Focus returns to the control that opened the dialog (its trigger, or any other).
  const openerRef = useRef<HTMLElement | null>(null);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
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
              openerRef.current =
                opener instanceof HTMLElement && opener !== document.body ? opener : triggerRef.current;
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
