export * from './components/ContactReveal';
export * from './components/StatusBadge';
