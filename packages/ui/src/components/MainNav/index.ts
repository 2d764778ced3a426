export { MainNav, defaultMainNavItems, type MainNavProps, type MainNavAction } from './MainNav';
export { NavLink, isCurrentPath, type NavLinkProps, type NavItem } from './NavLink';
