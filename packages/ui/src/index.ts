export * from './theme';
export * from './components/Box';
export * from './components/Carousel';
