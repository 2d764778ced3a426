export { TopBar, type TopBarProps, type TopBarUser } from './TopBar';
export { SocialLinkList, type SocialLinks } from './SocialLinkList';
export { ChatLink, type ChatLinkProps } from './ChatLink';
