import { createContext, useCallback, useContext, useState } from 'react';

/** Open state that the caller may own (`open` + `onOpenChange`) or leave to the component (`defaultOpen`). */
export interface ControllableOpenOptions {
  /** Whether it is open, when the caller owns the state (then also pass `onOpenChange`). */
  open?: boolean;
  /**
   * Whether it starts open, when the component owns the state.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the user or a footer button opens or closes it. */
  onOpenChange?: (open: boolean) => void;
}

/** Open state that the caller may own (`open` + `onOpenChange`) or leave to the component (`defaultOpen`). */
export function useControllableOpen({ open, defaultOpen = false, onOpenChange }: ControllableOpenOptions) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!isControlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isControlled, onOpenChange],
  );
  return [isControlled ? open : uncontrolledOpen, setOpen] as const;
}

/** Lets footer buttons close the overlay they sit in, whoever owns its open state. */
export const CloseOverlayContext = createContext<(() => void) | null>(null);

export function useCloseOverlay() {
  return useContext(CloseOverlayContext);
}

/**
 * The open modal dialog's content element. Menus and popovers opened inside a dialog portal into it,
 * not into <body>: there they stay inside its focus trap, outside its aria-hidden "rest of the page",
 * and above its backdrop.
 */
export const ModalContainerContext = createContext<HTMLElement | null>(null);

export function useModalContainer() {
  return useContext(ModalContainerContext) ?? undefined;
}

/** Where a menu or popover lines up with its trigger. */
export const overlayAligns = ['start', 'center', 'end'] as const;
export type OverlayAlign = (typeof overlayAligns)[number];
