import { useRef, type ReactNode, type RefObject } from 'react';
import type { buttonVariants } from '../Button';
import { OverlayCodeFailed } from '../Dialog/OverlayCodeFailed';
import { OverlayCloseButton, type OverlayCloseButtonProps } from '../Dialog/OverlayCloseButton';
import { TriggerButton } from '../Dialog/TriggerButton';
import { overlayCode, type OverlayCode } from '../Dialog/overlayCode';
import type { ControllableOpenOptions, OverlayAlign } from '../Dialog/overlayState';
import type { PopoverPanelProps } from './PopoverPanel';

export interface PopoverProps extends ControllableOpenOptions {
  /** Visible text of the trigger button, e.g. "Country" or "Country (2)". */
  label: ReactNode;
  /** Accessible name of the trigger when the visible label needs more words. */
  triggerAriaLabel?: string;
  /** Visible heading at the top of the popover; it names the popover for screen readers. */
  heading: string;
  /** The panel's content, under the heading. */
  children: ReactNode;
  /** Buttons under the content (Reset, Apply). `PopoverClose` closes after its own `onPress`. */
  footer?: ReactNode;
  /**
   * Which edge of the trigger the panel lines up with.
   * @default 'start'
   */
  align?: OverlayAlign;
  /**
   * The trigger button's look (Button's variants).
   * @default 'secondary'
   */
  triggerVariant?: (typeof buttonVariants)[number];
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where the open state's code comes from, when the content brings code of its own to download with it
   * (FilterDropdown's choices): one download, so the panel opens with its content and focus goes into it.
   */
  panelCode?: OverlayCode<PopoverPanelProps>;
}

const popoverPanelCode = overlayCode(() => import('./PopoverPanel').then((module) => module.PopoverPanel));

/**
 * A small panel of controls opened from a button, that leaves the page usable (a list filter's choices).
 * A non-modal popover on Radix Popover: a trigger button and a titled panel of content. Focus moves
 * in on open; Esc closes and returns focus to the trigger; a click outside closes it. The open state's
 * code downloads as the trigger is pointed at, focused or pressed (PopoverPanel.tsx).
 */
export function Popover({
  label,
  triggerAriaLabel,
  triggerVariant = 'secondary',
  open: openProp,
  defaultOpen,
  onOpenChange,
  panelCode = popoverPanelCode,
  ...panelProps
}: PopoverProps) {
  const { open, setOpen, Panel, failed } = panelCode.useOverlay({
    open: openProp,
    defaultOpen,
    onOpenChange,
  });
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <TriggerButton
        ref={triggerRef}
        variant={triggerVariant}
        chevron
        aria-label={triggerAriaLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={panelCode.prefetch}
        onFocus={panelCode.prefetch}
        onClick={() => setOpen(!open)}
      >
        {label}
      </TriggerButton>
      {Panel && <Panel {...panelProps} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />}
      {failed && <OverlayCodeFailed />}
    </>
  );
}

/**
 * A footer button that closes the popover after running its own `onPress` (Apply). Takes Button's props; its
 * `variant` defaults to `secondary`.
 */
export function PopoverClose(props: OverlayCloseButtonProps) {
  return <OverlayCloseButton {...props} />;
}
