export * from './components/Field';
export * from './components/TextField';
