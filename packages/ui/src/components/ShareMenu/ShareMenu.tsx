import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { OverlayCodeFailed } from '../Dialog/OverlayCodeFailed';
import { overlayCode } from '../Dialog/overlayCode';
import { TriggerButton } from '../Dialog/TriggerButton';
import { TextField } from '../TextField';
import { canWebShare, copyToClipboard, isShareCancelled, type ShareApis } from './shareLinks';
import * as styles from './ShareMenu.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export interface ShareMenuProps {
  /** What is shared: the listing's title. */
  title: string;
  /** The page's shareable, absolute URL. */
  url: string;
  /** A line to go with the link in the Web Share sheet. */
  text?: string;
  /**
   * The button's text; the fallback menu is named after it.
   * @default 'Share'
   */
  label?: string;
  /**
   * Only the icon shows (the label stays the button's name): where room is short, as in a phone's action bar.
   * @default false
   */
  iconOnly?: boolean;
  /** The browser's Web Share and clipboard APIs: `navigator`, unless a story or test hands over stand-ins. */
  browserApis?: ShareApis;
}

type CopyResult = 'copied' | 'failed';

const copyMessages: Record<CopyResult, string> = {
  copied: 'Link copied',
  failed: 'Could not copy the link',
};

const menuCode = overlayCode(() => import('./ShareMenuPanel').then((module) => module.ShareMenuPanel));

/**
 * Share: the browser's own share sheet (Web Share API) where it has one, otherwise a menu with WhatsApp (a
 * `wa.me` link with the title and URL, in a new tab) and Copy link. If the share sheet fails for another reason
 * than the user closing it, the menu opens instead. Copying says "Link copied" in a polite status; when the
 * clipboard refuses, it says so and shows the link in a read-only field to copy by hand.
 */
export function ShareMenu({
  title,
  url,
  text,
  label = 'Share',
  iconOnly = false,
  browserApis = navigator,
}: ShareMenuProps) {
  const [webShareFailed, setWebShareFailed] = useState(false);
  const menu = menuCode.useOverlay({});
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const [copyResult, setCopyResult] = useState<CopyResult | null>(null);
  const data: ShareData = { title, text, url };

  async function shareWithBrowser() {
    try {
      await browserApis.share?.(data);
    } catch (error) {
      if (isShareCancelled(error)) return;
      setWebShareFailed(true);
      menu.setOpen(true);
    }
  }

  async function copyLink() {
    setCopyResult((await copyToClipboard(browserApis, url)) ? 'copied' : 'failed');
  }

  const buttonContent = (
    <>
      <ShareIcon />
      {iconOnly ? <span className={visuallyHidden}>{label}</span> : label}
    </>
  );

  return (
    <div className={styles.share}>
      {!webShareFailed && canWebShare(browserApis, data) ? (
        <Button variant="secondary" onPress={() => void shareWithBrowser()}>
          {buttonContent}
        </Button>
      ) : (
        <>
          {menu.Panel ? (
            <menu.Panel
              title={title}
              url={url}
              buttonContent={buttonContent}
              chevron={!iconOnly}
              open={menu.open}
              onOpenChange={menu.setOpen}
              openedByKeyboard={openedByKeyboard}
              onCopy={() => void copyLink()}
            />
          ) : (
            // Until the menu's code is in: the same button, which asks for it when pointed at, focused or pressed.
            <TriggerButton
              variant="secondary"
              chevron={!iconOnly}
              aria-haspopup="menu"
              aria-expanded={menu.open}
              data-state={menu.open ? 'open' : 'closed'}
              onPointerEnter={menuCode.prefetch}
              onFocus={menuCode.prefetch}
              onClick={() => menu.setOpen(true)}
              onKeyDown={(event: KeyboardEvent) => {
                if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
                event.preventDefault();
                setOpenedByKeyboard(true);
                menu.setOpen(true);
              }}
            >
              {buttonContent}
            </TriggerButton>
          )}
          {menu.failed && <OverlayCodeFailed />}
        </>
      )}
      {/* Mounted from the start, so screen readers announce the message when it appears. */}
      <p role="status" className={styles.status}>
        {copyResult && copyMessages[copyResult]}
      </p>
      {copyResult === 'failed' && (
        <TextField
          className={styles.manualCopy}
          label="Link"
          description="Select it and copy it."
          type="url"
          value={url}
          readOnly
          // After the click, or the caret it places would undo the selection. Tabbing in selects it all anyway.
          onClick={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
