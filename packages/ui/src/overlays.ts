export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/Popover';
export * from './components/Tabs';
export * from './components/Table';
export * from './components/SpecTable';
