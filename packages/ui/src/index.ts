export * from './theme';
export * from './components/Box';
export * from './components/Button';
export * from './components/Text';
export * from './components/Carousel';
// Each group has its own barrel so parallel work never edits the same file.
export * from './primitives';
export * from './forms';
export * from './overlays';
export * from './composites';
export * from './shell';
// The buyer tools: sharing, the shortlist, the price watch.
export * from './components/ShareMenu';
export * from './components/SaveToggle';
export * from './components/PriceChange';
export * from './components/Sparkline';
