import { useEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { buttonVariants } from '../Button';
import { TriggerButton } from '../Dialog/TriggerButton';
import { useControllableOpen, useModalContainer, type OverlayAlign } from '../Dialog/overlayState';
import { floatingSurface } from '../Dialog/floating.css';
import * as styles from './DropdownMenu.css';

export const dropdownMenuItemTones = ['neutral', 'critical'] as const;

/** Goes somewhere: a real link (middle click, open in new tab) that a router may take over. */
export interface DropdownMenuLinkItem {
  kind: 'link';
  label: string;
  href: string;
  /** Overrides the menu's `onNavigate` for this item. */
  onNavigate?: (href: string) => void;
}

/** Does something here (Logout). */
export interface DropdownMenuActionItem {
  kind: 'action';
  label: string;
  onSelect: () => void;
  tone?: (typeof dropdownMenuItemTones)[number];
  disabled?: boolean;
}

export interface DropdownMenuSeparator {
  kind: 'separator';
}

export type DropdownMenuItem = DropdownMenuLinkItem | DropdownMenuActionItem | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** Visible text of the trigger button, e.g. "Hi, Rohan". The menu is named after it. */
  label: ReactNode;
  items: readonly DropdownMenuItem[];
  /**
   * Client-side navigation for link items (e.g. the router's navigate). Plain left clicks and Enter
   * go through it; modified clicks (Ctrl/Cmd/Shift/middle) keep the browser's own behaviour.
   */
  onNavigate?: (href: string) => void;
  align?: OverlayAlign;
  triggerVariant?: (typeof buttonVariants)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger button, e.g. to give it the focus a stand-in had (see TopBar). */
  triggerRef?: Ref<HTMLButtonElement>;
  /**
   * Opening puts the focus on the first item, as a key press on the trigger does. For a menu that opens by
   * a key pressed before it existed (TopBar's stand-in), which Radix could not see.
   */
  focusFirstItemOnOpen?: boolean;
}

/** True for a click the app may handle itself; false when the user asked the browser for a new tab or window. */
export function isPlainLeftClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A menu button on Radix DropdownMenu: Enter, Space or ArrowDown open it, arrows move, typing
 * jumps to an item, Esc closes and focus returns to the trigger.
 */
export function DropdownMenu({
  label,
  items,
  onNavigate,
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
              onNavigate={onNavigate}
              onNavigated={() => setOpen(false)}
            />
          ))}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}

interface MenuEntryProps {
  item: DropdownMenuItem;
  onNavigate?: (href: string) => void;
  /** A router took the link over, so Radix will not see a selection: close the menu here. */
  onNavigated: () => void;
}

function MenuEntry({ item, onNavigate, onNavigated }: MenuEntryProps) {
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

  const navigate = item.onNavigate ?? onNavigate;
  return (
    <RadixDropdownMenu.Item asChild className={styles.item()}>
      <a
        href={item.href}
        onClick={(event) => {
          if (!navigate || !isPlainLeftClick(event)) return;
          event.preventDefault();
          navigate(item.href);
          onNavigated();
        }}
      >
        {item.label}
      </a>
    </RadixDropdownMenu.Item>
  );
}
