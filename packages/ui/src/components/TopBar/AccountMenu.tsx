import { DropdownMenu, type DropdownMenuItem } from '../DropdownMenu';
import * as styles from './TopBar.css';

export interface AccountMenuProps {
  name: string;
  items: readonly DropdownMenuItem[];
  onNavigate?: (href: string) => void;
}

/** The greeting and its account menu. Its own chunk: Radix menus load only for a signed-in visitor. */
export default function AccountMenu({ name, items, onNavigate }: AccountMenuProps) {
  return (
    <DropdownMenu
      label={<span className={styles.greeting}>Hi, {name}</span>}
      items={items}
      onNavigate={onNavigate}
    />
  );
}
