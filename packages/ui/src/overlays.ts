export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/Popover';
