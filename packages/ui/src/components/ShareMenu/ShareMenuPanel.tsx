import { useRef, type ReactNode } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { floatingSurface } from '../Dialog/floating.css';
import { useModalContainer } from '../Dialog/overlayState';
import { TriggerButton } from '../Dialog/TriggerButton';
import * as menuStyles from '../DropdownMenu/DropdownMenu.css';
import { whatsAppShareHref } from './shareLinks';

export interface ShareMenuPanelProps {
  title: string;
  url: string;
  buttonContent: ReactNode;
  /** The trigger's chevron (not on an icon-only button). */
  chevron: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first opening came from the keyboard (on ShareMenu's own button): the first item takes focus. */
  openedByKeyboard: boolean;
  onCopy: () => void;
}

/**
 * ShareMenu's fallback menu on Radix DropdownMenu, downloaded on its first use (phones share through their own
 * sheet and never need it). It takes the place of ShareMenu's button as it first opens.
 */
export function ShareMenuPanel({
  title,
  url,
  buttonContent,
  chevron,
  open,
  onOpenChange,
  openedByKeyboard,
  onCopy,
}: ShareMenuPanelProps) {
  const modalContainer = useModalContainer();
  // Radix focuses the first item when its own trigger is used from the keyboard; the first opening was not.
  const focusFirstItem = useRef(openedByKeyboard);

  return (
    // Non-modal, like DropdownMenu: a modal menu would aria-hide its own trigger.
    <RadixDropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <RadixDropdownMenu.Trigger asChild>
        <TriggerButton variant="secondary" chevron={chevron}>
          {buttonContent}
        </TriggerButton>
      </RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal container={modalContainer}>
        <RadixDropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className={`${floatingSurface} ${menuStyles.content}`}
          // Radix focuses the menu as it opens; the first opening from the keyboard moves on to the first item.
          onFocus={(event) => {
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role=menuitem]')?.focus();
          }}
        >
          <RadixDropdownMenu.Item asChild className={menuStyles.item()}>
            <a href={whatsAppShareHref(title, url)} target="_blank" rel="noopener noreferrer">
              WhatsApp<span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          </RadixDropdownMenu.Item>
          <RadixDropdownMenu.Item className={menuStyles.item()} onSelect={onCopy}>
            Copy link
          </RadixDropdownMenu.Item>
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
