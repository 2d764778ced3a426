export { TopBar, type TopBarProps, type TopBarUser, type SocialLinks } from './TopBar';
export { ChatLink, type ChatLinkProps } from './ChatLink';
