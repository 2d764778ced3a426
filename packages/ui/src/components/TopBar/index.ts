export { TopBar, type TopBarProps, type TopBarUser, type SocialLinks } from './TopBar';
