export { Sidebar, type SidebarProps, type SidebarSection, type SidebarLink } from './Sidebar';
