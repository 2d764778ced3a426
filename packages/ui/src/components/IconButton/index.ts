export { IconButton, iconButtonVariants, iconButtonSizes, type IconButtonProps } from './IconButton';
export { CloseIcon, MenuIcon, SearchIcon, ExternalLinkIcon } from './icons';
