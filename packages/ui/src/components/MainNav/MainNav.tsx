import { TriggerButton } from '../Dialog/TriggerButton';
import { CloseIcon, MenuIcon } from '../IconButton/icons';
import { NavLink, type NavItem } from './NavLink';
import { useDisclosure } from './useDisclosure';
import * as styles from './MainNav.css';

export const defaultMainNavItems: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Connect', href: '/connect' },
  { label: 'Trade', href: '/trade' },
  { label: 'Educate', href: '/educate' },
];

export interface MainNavProps {
  items?: readonly NavItem[];
  /** The path of the page being shown; its item is marked as the current page. */
  currentPath?: string;
  /** Name of the navigation landmark. */
  label?: string;
}

/** The site's main menu: a row of links on wide screens, behind a "Menu" button on phones. */
export function MainNav({ items = defaultMainNavItems, currentPath, label = 'Main' }: MainNavProps) {
  const { open, close, toggle, rootProps, toggleProps, contentProps } = useDisclosure();
  return (
    <nav aria-label={label} className={styles.root} {...rootProps}>
      <div className={styles.toggle}>
        {/* A native button rather than Button: the shell's first paint stays free of press handling. */}
        <TriggerButton variant="ghost" {...toggleProps} onClick={toggle}>
          {open ? <CloseIcon /> : <MenuIcon />}
          Menu
        </TriggerButton>
      </div>
      <ul className={styles.list} {...contentProps}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} currentPath={currentPath} onClick={close} className={styles.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
