export {
  CallLinks,
  ContactDetails,
  ContactReveal,
  type ContactDetailsProps,
  type ContactRevealProps,
} from './ContactReveal';
