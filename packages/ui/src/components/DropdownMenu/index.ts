export {
  DropdownMenu,
  dropdownMenuItemTones,
  type DropdownMenuProps,
  type DropdownMenuItem,
  type DropdownMenuLinkItem,
  type DropdownMenuActionItem,
  type DropdownMenuSeparator,
} from './DropdownMenu';
