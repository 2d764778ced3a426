export * from './components/SkipLink';
export * from './components/AppLayout';
export * from './components/MainNav';
export * from './components/Footer';
export * from './components/PageHeader';
export * from './components/NotFound';
export * from './components/Sidebar';
export * from './components/TopBar';
