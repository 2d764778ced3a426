export { Popover, PopoverClose, type PopoverProps } from './Popover';
export type { OverlayCloseButtonProps as PopoverCloseProps } from '../Dialog/OverlayCloseButton';
export { overlayAligns, type OverlayAlign } from '../Dialog/overlayState';
