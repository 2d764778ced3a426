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

/** A command at the end of the menu, e.g. "Install app" when the browser offers to install the site. */
export interface MainNavAction {
  /** The button's text. */
  label: string;
  /** Called when the button is pressed. */
  onPress: () => void;
}

export interface MainNavProps {
  /**
   * The menu's links, in order.
   * @default defaultMainNavItems
   */
  items?: readonly NavItem[];
  /** The path of the page being shown; its item is marked as the current page. */
  currentPath?: string;
  /**
   * Name of the navigation landmark.
   * @default 'Main'
   */
  label?: string;
  /** A button after the links, looking like them; pressing it also closes the phone menu (focus goes to Menu). */
  action?: MainNavAction;
}

/**
 * The site's main menu: a row of links on wide screens, behind a "Menu" button on phones.
 *
 * Its links are Home, Connect, Trade and Educate (`defaultMainNavItems`) unless `items` says otherwise.
 */
export function MainNav({ items = defaultMainNavItems, currentPath, label = 'Main', action }: MainNavProps) {
  const { open, close, dismiss, toggle, rootProps, toggleProps, contentProps } = useDisclosure();
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
        {action && (
          <li>
            <TriggerButton
              variant="ghost"
              className={styles.action}
              onClick={() => {
                // First, so a dialog the action opens gives the focus back to the Menu button, not to this
                // button hidden with the phone menu.
                if (open) dismiss();
                action.onPress();
              }}
            >
              {action.label}
            </TriggerButton>
          </li>
        )}
      </ul>
    </nav>
  );
}
