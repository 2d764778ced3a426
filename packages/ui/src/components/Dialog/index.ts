export { Dialog, DialogClose, dialogSizes, dialogVariants, type DialogProps } from './Dialog';
export type { OverlayCloseButtonProps as DialogCloseProps } from './OverlayCloseButton';
