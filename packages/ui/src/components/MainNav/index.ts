export { MainNav, defaultMainNavItems, type MainNavProps } from './MainNav';
export { NavLink, isCurrentPath, type NavLinkProps, type NavItem } from './NavLink';
