export * from './components/ContactReveal';
export * from './components/StatusBadge';
export * from './components/FilterChips';
