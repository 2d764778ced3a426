import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { DropdownMenuItem } from '../DropdownMenu';
import { TriggerButton } from '../Dialog/TriggerButton';
import { AccountGreeting } from './AccountGreeting';
import type { AccountMenuProps } from './AccountMenu';

export type AccountMenuModule = { default: ComponentType<AccountMenuProps> };
let accountMenu: Promise<AccountMenuModule> | null = null;
/** Once it has arrived, later greetings (after signing in again) show the menu at once. */
let loadedMenu: ComponentType<AccountMenuProps> | null = null;

/** The menu's chunk (Radix menus load only for a signed-in visitor), asked for once; a failure is forgotten. */
function loadAccountMenu(): Promise<AccountMenuModule> {
  accountMenu ??= import('./AccountMenu').then(
    (module) => {
      loadedMenu = module.default;
      return module;
    },
    (error: unknown) => {
      accountMenu = null;
      throw error;
    },
  );
  return accountMenu;
}

export interface AccountMenuSlotProps {
  name: string;
  items: readonly DropdownMenuItem[];
  /** The page's own content is still loading: the menu's code waits until the visitor shows interest. */
  deferred?: boolean;
  /** How the menu's code is fetched: its own chunk, once per page (tests hold it back). */
  loadMenu?: () => Promise<AccountMenuModule>;
}

/**
 * The greeting with the account menu. Until the menu's code has arrived, a stand-in of the same look greets:
 * pointing at it or focusing it fetches the menu, pressing it (the pointer's press, Enter, Space, ArrowDown) also
 * opens the menu as soon as it is there, and the real button takes over the stand-in's focus. Unless `deferred`,
 * the menu is fetched at once.
 */
export function AccountMenuSlot({
  name,
  items,
  deferred = false,
  loadMenu = loadAccountMenu,
}: AccountMenuSlotProps) {
  // The menu once its code has arrived.
  const [Menu, setMenu] = useState<ComponentType<AccountMenuProps> | null>(() =>
    loadMenu === loadAccountMenu ? loadedMenu : null,
  );
  // Held here, not in the menu: pressing the stand-in opens the menu whenever it arrives, even mid-press.
  const [open, setOpen] = useState(false);
  const [openedByKey, setOpenedByKey] = useState(false);
  // Whether the stand-in had the focus as it left the page, read in that same commit by the menu button, which
  // takes the focus over. Read then, not when the code arrived: the focus may move in between.
  const standInHadFocus = useRef(false);
  const standInRef = useCallback((standIn: HTMLButtonElement | null) => {
    if (!standIn) return;
    // React detaches the ref before it takes the stand-in out of the page, so the focus is still on it.
    return () => {
      standInHadFocus.current = document.activeElement === standIn;
    };
  }, []);
  const tookFocus = useCallback(() => standInHadFocus.current, []);
  const mounted = useRef(true);

  const load = useCallback(() => {
    loadMenu().then(
      (module) => mounted.current && setMenu(() => module.default),
      // Offline: the stand-in stays, and the next sign of interest asks again.
      () => undefined,
    );
  }, [loadMenu]);
  useEffect(() => {
    mounted.current = true;
    if (!deferred) load();
    return () => {
      mounted.current = false;
    };
  }, [deferred, load]);

  if (Menu) {
    return (
      <Menu
        name={name}
        items={items}
        open={open}
        onOpenChange={setOpen}
        takeFocus={tookFocus}
        openedByKey={openedByKey}
      />
    );
  }
  const openWhenLoaded = () => {
    setOpen(true);
    load();
  };
  return (
    <TriggerButton
      variant="ghost"
      chevron
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      ref={standInRef}
      onFocus={load}
      onClick={openWhenLoaded}
      onPointerDown={(event) => {
        setOpenedByKey(false);
        // The menu button opens on the press (Radix), so the stand-in does too: when the menu arrives between the
        // press and the release, the release lands on another element and makes no click.
        if (event.button === 0 && !event.ctrlKey) openWhenLoaded();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        // On the key's press too, as the menu button: the browser sends the click of Enter after the key's press,
        // and the menu may have taken the stand-in's place in between (the menu button ignores clicks).
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        setOpenedByKey(true);
        openWhenLoaded();
      }}
    >
      <AccountGreeting name={name} />
    </TriggerButton>
  );
}
