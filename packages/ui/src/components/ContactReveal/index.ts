export { ContactReveal, type ContactRevealProps } from './ContactReveal';
