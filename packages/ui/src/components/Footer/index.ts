export { Footer, defaultFooterLinks, type FooterProps } from './Footer';
