import { useRef, type ReactNode, type RefObject } from 'react';
import type { buttonVariants } from '../Button';
import { OverlayCloseButton, type OverlayCloseButtonProps } from './OverlayCloseButton';
import { TriggerButton } from './TriggerButton';
import { overlayCode } from './overlayCode';
import { OverlayCodeFailed } from './OverlayCodeFailed';
import type { ControllableOpenOptions } from './overlayState';

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
  /**
   * The widest it gets: small 400 px, medium 560 px, large 800 px as a `center` dialog; 360, 440 and 640 px
   * as a `side` panel. Never wider than the screen.
   * @default 'medium'
   */
  size?: (typeof dialogSizes)[number];
  /**
   * `center` is a modal dialog; `side` is a full-height panel (sheet) that slides in from the right.
   * @default 'center'
   */
  variant?: (typeof dialogVariants)[number];
  /** Renders a button that opens the dialog. Leave it out and drive `open` from your own control. */
  triggerLabel?: ReactNode;
  /**
   * The look of the `triggerLabel` button.
   * @default 'primary'
   */
  triggerVariant?: (typeof buttonVariants)[number];
  /**
   * When false there is no close button and Esc or a click outside does nothing: for a choice
   * that must be made first (e.g. the city dialog on a first visit). The body must offer the way out.
   * @default true
   */
  dismissible?: boolean;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const panelCode = overlayCode(() => import('./DialogPanel').then((module) => module.DialogPanel));

/**
 * A modal dialog or side panel on Radix Dialog: focus is trapped inside and returns to where it
 * came from, Esc and the backdrop close it, the page behind cannot be scrolled or reached. The open
 * state's code downloads as the trigger is pointed at, focused or pressed (DialogPanel.tsx).
 *
 * Its title names it for screen readers. `variant="side"` makes it a full-height panel from the right. On a
 * small phone it fills the screen.
 */
export function Dialog({
  triggerLabel,
  triggerVariant = 'primary',
  open: openProp,
  defaultOpen,
  onOpenChange,
  ...panelProps
}: DialogProps) {
  const { open, setOpen, Panel, failed } = panelCode.useOverlay({
    open: openProp,
    defaultOpen,
    onOpenChange,
  });
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      {triggerLabel !== undefined && (
        <TriggerButton
          ref={triggerRef}
          variant={triggerVariant}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? 'open' : 'closed'}
          onPointerEnter={panelCode.prefetch}
          onFocus={panelCode.prefetch}
          onClick={() => setOpen(true)}
        >
          {triggerLabel}
        </TriggerButton>
      )}
      {Panel && <Panel {...panelProps} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />}
      {failed && <OverlayCodeFailed />}
    </>
  );
}

/**
 * A footer button that closes the dialog after running its own `onPress` (Cancel, Done...). Takes Button's
 * props; its `variant` defaults to `secondary`.
 */
export function DialogClose(props: OverlayCloseButtonProps) {
  return <OverlayCloseButton {...props} />;
}
