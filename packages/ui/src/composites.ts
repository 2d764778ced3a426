export * from './components/ContactReveal';
