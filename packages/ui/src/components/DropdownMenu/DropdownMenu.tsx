import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { buttonVariants } from '../Button';
import { TriggerButton } from '../Dialog/TriggerButton';
import { useControllableOpen, useModalContainer, type OverlayAlign } from '../Dialog/overlayState';
import { floatingSurface } from '../Dialog/floating.css';
import { useNavigateClick } from '../Link';
import * as styles from './DropdownMenu.css';

export const dropdownMenuItemTones = ['neutral', 'critical'] as const;

/** Goes somewhere: a real link (middle click, open in new tab) that the app's router may take over (see Link). */
export interface DropdownMenuLinkItem {
  /** Marks a link item. */
  kind: 'link';
  /** The item's text. */
  label: string;
  /** Where it goes. */
  href: string;
}

/** Does something here (Logout). */
export interface DropdownMenuActionItem {
  /** Marks an action item. */
  kind: 'action';
  /** The item's text. */
  label: string;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect: () => void;
  /**
   * `critical` for an item that deletes or signs out.
   * @default 'neutral'
   */
  tone?: (typeof dropdownMenuItemTones)[number];
  /** Shown but cannot be chosen; the arrow keys skip it. */
  disabled?: boolean;
}

/** A line between groups of items. */
export interface DropdownMenuSeparator {
  /** Marks a separator. */
  kind: 'separator';
}

export type DropdownMenuItem = DropdownMenuLinkItem | DropdownMenuActionItem | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** Visible text of the trigger button, e.g. "Hi, Rohan". The menu is named after it. */
  label: ReactNode;
  /** The menu's links, actions and separators, in order. */
  items: readonly DropdownMenuItem[];
  /**
   * Which edge of the trigger the menu lines up with.
   * @default 'end'
   */
  align?: OverlayAlign;
  /**
   * The trigger button's look (Button's variants).
   * @default 'ghost'
   */
  triggerVariant?: (typeof buttonVariants)[number];
  /** Whether the menu is open, when the caller owns the state (then also pass `onOpenChange`). */
  open?: boolean;
  /**
   * Whether it starts open, when the menu owns the state.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The trigger button, e.g. to give it the focus a stand-in had (see TopBar). */
  triggerRef?: Ref<HTMLButtonElement>;
  /**
   * Opening puts the focus on the first item, as a key press on the trigger does. For a menu that opens by
   * a key pressed before it existed (TopBar's stand-in), which Radix could not see.
   * @default false
   */
  focusFirstItemOnOpen?: boolean;
}

/**
 * A button that opens a short menu of links and actions (the account menu). A menu button on Radix
 * DropdownMenu: Enter, Space or ArrowDown open it, arrows move, typing jumps to an item, Esc closes and focus
 * returns to the trigger.
 *
 * Its items are links (real links, taken over by the app's router under a `RouterProvider`, as Link is),
 * actions (`onSelect`) and separators between groups.
 */
export function DropdownMenu({
  label,
  items,
  align = 'end',
  triggerVariant = 'ghost',
  open,
  defaultOpen,
  onOpenChange,
  triggerRef,
  focusFirstItemOnOpen = false,
}: DropdownMenuProps) {
  const modalContainer = useModalContainer();
  const [isOpen, setOpen] = useControllableOpen({ open, defaultOpen, onOpenChange });
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen || !focusFirstItemOnOpen) return;
    // A frame later: Radix has mounted the menu and focused it.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== content.current && content.current?.contains(active)) return;
      content.current
        ?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
        ?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen, focusFirstItemOnOpen]);
  return (
    // Non-modal: a modal menu aria-hides the page, trigger included, while the trigger stays focusable
    // (axe: aria-hidden-focus). Esc, Tab and outside clicks still close it.
    <RadixDropdownMenu.Root modal={false} open={isOpen} onOpenChange={setOpen}>
      <RadixDropdownMenu.Trigger asChild>
        <TriggerButton ref={triggerRef} variant={triggerVariant} chevron>
          {label}
        </TriggerButton>
      </RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal container={modalContainer}>
        <RadixDropdownMenu.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className={`${floatingSurface} ${styles.content}`}
          ref={content}
        >
          {items.map((item, index) => (
            <MenuEntry
              key={item.kind === 'separator' ? `separator-${index}` : item.label}
              item={item}
              closeMenu={() => setOpen(false)}
            />
          ))}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}

interface MenuEntryProps<Item extends DropdownMenuItem = DropdownMenuItem> {
  item: Item;
  /** For a link the router takes over: Radix sees no selection then, so it would leave the menu open. */
  closeMenu: () => void;
}

function MenuEntry({ item, closeMenu }: MenuEntryProps) {
  if (item.kind === 'separator') return <RadixDropdownMenu.Separator className={styles.separator} />;

  if (item.kind === 'action') {
    return (
      <RadixDropdownMenu.Item
        className={styles.item({ tone: item.tone })}
        disabled={item.disabled}
        onSelect={item.onSelect}
      >
        {item.label}
      </RadixDropdownMenu.Item>
    );
  }

  return <LinkEntry item={item} closeMenu={closeMenu} />;
}

function LinkEntry({ item, closeMenu }: MenuEntryProps<DropdownMenuLinkItem>) {
  const navigateClick = useNavigateClick(item.href);
  return (
    <RadixDropdownMenu.Item asChild className={styles.item()}>
      <a
        href={item.href}
        onClick={(event) => {
          navigateClick(event);
          // Prevented only when the router took the click; otherwise Radix sees a selection and closes the menu.
          if (event.defaultPrevented) closeMenu();
        }}
      >
        {item.label}
      </a>
    </RadixDropdownMenu.Item>
  );
}
