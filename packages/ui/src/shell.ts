export * from './components/SkipLink';
export * from './components/AppLayout';
export * from './components/MainNav';
