export * from './format';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Card';
export * from './components/Image';
export * from './components/Badge';
export * from './components/Spinner';
