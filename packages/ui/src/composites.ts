export * from './components/ContactReveal';
export * from './components/StatusBadge';
export * from './components/FilterChips';
export * from './components/ChatPanel';
export * from './components/FilterDropdown';
export * from './components/ListingCard';
export * from './components/CompareTray';
export * from './components/CityDialog';
