import { useLayoutEffect, useRef } from 'react';
import { DropdownMenu, type DropdownMenuItem } from '../DropdownMenu';
import { AccountGreeting } from './AccountGreeting';

export interface AccountMenuProps {
  name: string;
  items: readonly DropdownMenuItem[];
  /** Whether the menu is open (the visitor may have pressed its stand-in while it loaded). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Asked in the commit that shows the menu button: whether it takes the focus (its stand-in had it). */
  takeFocus?: () => boolean;
  /** The stand-in was opened by a key: the first item takes the focus, as a key press on the button does. */
  openedByKey?: boolean;
}

/** The greeting and its account menu. Its own chunk: Radix menus load only for a signed-in visitor. */
export default function AccountMenu({
  name,
  items,
  open,
  onOpenChange,
  takeFocus,
  openedByKey,
}: AccountMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // In the commit that replaces the stand-in, so no key press can fall between the two. Only once, on mount:
  // an open menu takes the focus itself.
  useLayoutEffect(() => {
    if (takeFocus?.() && !open) trigger.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stand-in's focus is handed over on mount only
  }, []);
  return (
    <DropdownMenu
      label={<AccountGreeting name={name} />}
      items={items}
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={trigger}
      focusFirstItemOnOpen={openedByKey}
    />
  );
}
